/**
 * The demo students: the identity provider signs them in, the product API keeps one state per
 * student. `id` plays the role of Casdoor's user id: it is the token's account id (`sub`).
 */
export const demoStudents = [
  {
    id: '8d0f4c2a-3b6e-4a51-9c1d-2f7e6b5a4c01',
    username: 'ayse.yilmaz',
    password: 'Demo1234!',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'ayse.yilmaz@example.com',
  },
  {
    id: '5b7e9a13-6c2d-4f80-8e4b-1a3c5d7f9b02',
    username: 'mehmet.demir',
    password: 'Demo1234!',
    firstName: 'Mehmet',
    lastName: 'Demir',
    email: 'mehmet.demir@example.com',
  },
];

export const studentById = (id) => demoStudents.find((student) => student.id === id);

const studentByUsername = (username) => demoStudents.find((student) => student.username === username);

/** The student whose credentials these are, or undefined. */
export function checkCredentials(username, password) {
  const student = studentByUsername(username);
  return student && student.password === password ? student : undefined;
}
