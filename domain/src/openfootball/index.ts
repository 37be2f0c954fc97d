export * from "./match-file";
