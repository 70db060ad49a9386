/** SPEC §3 "Menu state" and §4 transitions of the header menu. */
export interface MenuState {
  menuState: "open" | "closed";
  isSubmenuShown: boolean;
  submenuId: string | null;
  isMenuHovered: boolean;
  activeItem: string | null;
}

export type MenuAction =
  | { type: "toggleMenu" }
  | { type: "openSubmenu"; id: string }
  | { type: "closeSubmenu" }
  | { type: "hover"; id: string | null }
  | { type: "reset" };

export const initialMenuState: MenuState = {
  menuState: "closed",
  isSubmenuShown: false,
  submenuId: null,
  isMenuHovered: false,
  activeItem: null,
};

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case "toggleMenu":
      // The burger is a back button while a submenu is shown.
      if (state.isSubmenuShown) return { ...state, isSubmenuShown: false, submenuId: null };
      return state.menuState === "open" ? initialMenuState : { ...state, menuState: "open" };
    case "openSubmenu":
      return { ...state, isSubmenuShown: true, submenuId: action.id };
    case "closeSubmenu":
      return { ...state, isSubmenuShown: false, submenuId: null };
    case "hover":
      return { ...state, isMenuHovered: action.id !== null, activeItem: action.id };
    case "reset":
      return initialMenuState;
  }
}
