/** What the static queries return in component tests: the shape of the real content, abridged. */
export const siteSettingsData = {
  site: { siteMetadata: { siteUrl: "https://videumlab.ru" } },
  siteSettings: {
    companyName: "Видеум Лаб",
    legalName: "ООО «Видеум Лаб»",
    productName: "Видеум",
    email: "hello@videumlab.ru",
    phone: "+7 495 120-17-54",
    address: "Москва",
    foundedYear: 2017,
    projectsDelivered: 54,
    accreditation: "Аккредитованная IT-компания",
    messengerChannel: "https://t.me/videumlab",
    socials: [
      { id: "telegram", name: "Telegram", link: "https://t.me/videumlab", icon: "telegram" },
      { id: "vk", name: "ВКонтакте", link: "https://vk.com/videumlab", icon: "vk" },
      { id: "youtube", name: "YouTube", link: "https://www.youtube.com/@videumlab", icon: "youtube" },
      { id: "rutube", name: "RUTUBE", link: "https://rutube.ru/channel/videumlab/", icon: "rutube" },
    ],
  },
};

export const routeTitlesData = {
  allMarkdownRemark: {
    nodes: [{ path: "/blogs/cv-project-lifecycle", frontmatter: { title: "Как проходит проект компьютерного зрения" } }],
  },
  allContentEntry: {
    nodes: [
      { path: "/services", title: "Услуги" },
      { path: "/services/computer-vision", title: "Компьютерное зрение" },
      { path: "/services/computer-vision/retail", title: "Ритейл" },
    ],
  },
};

export const navigationData = {
  navigation: {
    header: [
      { name: "Модули", url: "/modules", newTab: null, submenu: "modules" },
      { name: "Услуги", url: "/services", newTab: null, submenu: "services" },
      { name: "Блог", url: "/blogs", newTab: null, submenu: null },
      { name: "О нас", url: "/about", newTab: null, submenu: null },
      { name: "Видеоаналитика", url: "/video-analytics-platform", newTab: true, submenu: null },
    ],
    footer: [
      { name: "Основное", url: null, links: [{ name: "Кейсы", url: "/ai-projects", newTab: null }, { name: "О нас", url: "/about", newTab: null }] },
      { name: "Услуги", url: "/services", links: [{ name: "Разметка данных", url: "/services/data-labeling", newTab: null }] },
      { name: "Модули", url: "/modules", links: [{ name: "Распознавание лиц", url: "/modules/faces", newTab: null }, { name: "Другие", url: "/modules", newTab: null }] },
    ],
  },
  allModule: { nodes: [{ title: "Распознавание номеров", path: "/modules/car-numbers" }, { title: "Распознавание лиц", path: "/modules/faces" }] },
  allService: { nodes: [{ title: "Компьютерное зрение", path: "/services/computer-vision" }] },
};

/** Every static query's data at once: components call useStaticQuery with different queries. */
export const allStaticData = { ...siteSettingsData, ...routeTitlesData, ...navigationData };

export const siteLayoutData = {
  siteLayout: {
    extendedBottom: {
      routes: ["/", "/about", "/ai-projects/*"],
      infoCard: { title: "Готовые проекты", text: "С 2017 года мы внедрили 54 AI-проекта.", linkText: "Смотреть кейсы", link: "/ai-projects" },
      systems: {
        title: "Системы, которые мы строим",
        lead: null,
        items: [
          { hideBelow: null, entry: { path: "/modules/faces", title: "Распознавание лиц", description: "СКУД и поиск по базе.", imageAlt: "", image: null } },
          { hideBelow: "sm", entry: { path: "/modules/cars", title: "Классификация транспорта", description: "Тип, марка, цвет.", imageAlt: "", image: null } },
        ],
      },
      messenger: { title: "Обсудим задачу в Telegram", description: "Ответим в течение рабочего дня.", footnote: null },
    },
  },
  allProject: {
    nodes: [
      {
        path: "/ai-projects/age-detection",
        title: "Определение возраста покупателя",
        description: "Касса сама просит документ, если покупатель выглядит моложе 25 лет.",
        category: "Разработка нейросети",
        imageAlt: "",
        image: null,
      },
    ],
  },
};

/** Every static query's data at once: components call useStaticQuery with different queries. */
export const siteData = { ...allStaticData, ...siteLayoutData };
