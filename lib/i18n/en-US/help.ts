/** English (US) words of the help screen (questions and answers, the help request form). */
export const enUSHelp = {
  help: {
    faqTitle: 'Common questions',
    searchLabel: 'Search the answers',
    searchHint: 'For example: exam time, download, night mode',
    results: { zero: 'No answers match your search.', one: '{count} answer found', other: '{count} answers found' },
    noResults: 'Try other words, or write to us with the form below.',
    faq: {
      signIn: {
        question: 'How do I sign in?',
        answer:
          'Choose “Sign in” at the top of the home page. You go to the school’s sign-in page; after you sign in there, you come back to your courses. Signing in needs an internet connection.',
      },
      sessionEnded: {
        question: 'Why am I asked to sign in again?',
        answer:
          'Your session ends after a while, or when it cannot be verified. Choose “Sign in again”: your downloaded videos, exam answers and unsent changes stay on this device.',
      },
      offlineVideos: {
        question: 'How do I watch videos offline?',
        answer:
          'Open a video lesson while online and choose “Download for offline viewing” below the player. Downloaded videos are under “Offline videos” in the menu and play without a connection, in this browser on this device.',
      },
      downloadRight: {
        question: 'What are my downloads left?',
        answer:
          'Each video you download uses one of your downloads; the number left is shown below the player. Downloading the same video again is free. When none are left, ask your school for more.',
      },
      examTiming: {
        question: 'How is the time of a practice exam counted?',
        answer:
          'The time starts when you open the exam and keeps running if you leave the page; the countdown at the top shows what is left. You are warned at 10 minutes and at 1 minute, and your answers are submitted automatically when the time is up.',
      },
      examConnection: {
        question: 'What if my connection drops during an exam?',
        answer:
          'Keep answering: your answers are saved on this device and sent when the connection returns, also if the time runs out meanwhile. Do not clear the browser’s data before they are sent.',
      },
      nightMode: {
        question: 'How do I turn on night mode?',
        answer: 'Use the night mode button at the top of every page. Your choice is kept on this device.',
      },
      language: {
        question: 'How do I change the language?',
        answer:
          'Choose English or Türkçe in the “Language” list at the top of every page. Your choice is kept on this device.',
      },
    },
    formTitle: 'Ask for help',
    formIntro:
      'Did not find your answer? Write to us. Your device details (system, browser and their versions) are sent along, so we can reproduce the problem.',
    subject: 'Subject',
    category: 'Category',
    chooseCategory: 'Choose a category',
    categories: {
      signIn: 'Signing in',
      videos: 'Video lessons',
      offlineVideos: 'Offline videos and downloads',
      exams: 'Practice exams',
      materials: 'PDF and other materials',
      other: 'Something else',
    },
    message: 'Message',
    messageHint: 'What did you do, what happened, and what did you expect? At least {min} characters.',
    screenshot: 'Screenshot (optional)',
    screenshotHint: 'A PNG, JPEG, WebP or GIF image of up to {size}.',
    removeScreenshot: 'Remove the screenshot',
    errors: {
      subject: { required: 'Enter a subject.', tooLong: 'Shorten the subject to {max} characters or fewer.' },
      category: { required: 'Choose a category.' },
      message: {
        required: 'Describe your problem.',
        tooShort: 'Write at least {min} characters, so we can understand the problem.',
        tooLong: 'Shorten the message to {max} characters or fewer.',
      },
      screenshot: {
        notAnImage: 'Attach an image: PNG, JPEG, WebP or GIF.',
        tooLarge: 'This image is larger than {size}. Attach a smaller one.',
      },
    },
    send: 'Send',
    sending: 'Sending…',
    sent: 'Thank you. Your message was sent to the school.',
    sendFailed: 'Your message could not be sent ({reason}). It is still here: please try again.',
    offlineNote:
      'You are offline. You can write and send your message now: it will be sent when the connection returns.',
    queued: 'You are offline. Your message will be sent when the connection returns.',
    queueFailed:
      'Your message could not be kept on this device for later. Remove the screenshot, or send it once you are online.',
    draftKept: 'Your draft is kept on this device until you send it.',
    discard: 'Discard the draft',
    discardTitle: 'Discard this draft?',
    discardBody: 'The subject, category and message you wrote will be deleted.',
    discardConfirm: 'Discard',
    keepWriting: 'Keep writing',
  },
} as const;
