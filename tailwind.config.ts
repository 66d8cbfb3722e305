import type { Config } from 'tailwindcss';
import { breakpoints } from './lib/config/ui';

const px = (value: number) => `${value}px`;

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    screens: {
      sm: px(breakpoints.small),
      md: px(breakpoints.medium),
      lg: px(breakpoints.large),
      xl: px(breakpoints.extraLarge),
    },
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          500: '#1f6feb',
          600: '#1a5fd0',
          700: '#164fa8',
          900: '#0c2a5b',
        },
      },
    },
  },
  plugins: [],
};

export default config;
