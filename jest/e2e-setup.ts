// A real browser on two cores: a page load with its images can take several seconds under load.
jest.setTimeout(30_000);
