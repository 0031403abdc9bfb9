import { startEarlySearch } from './early-start';

// Only a head start: whatever goes wrong here, the page asks for its list itself.
try {
  startEarlySearch();
} catch {
  // The page does its own request.
}
