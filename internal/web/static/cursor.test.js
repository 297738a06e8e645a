// Unit tests of cursor.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { moveCell } from "./cursor.js";

test("moveCell", () => {
  for (const [name, c, dr, dc, want] of [
    ["right", 0, 0, 1, 1],
    ["right at a row's end: the next row's start", 8, 0, 1, 9],
    ["left at a row's start: the previous row's end", 9, 0, -1, 8],
    ["down", 4, 1, 0, 13],
    ["down at a column's foot: the next column's head", 72, 1, 0, 1],
    ["up at a column's head: the previous column's foot", 1, -1, 0, 72],
    ["the first cell is an end", 0, -1, 0, 0],
    ["the last cell is an end", 80, 0, 1, 80],
    ["the last cell, down", 80, 1, 0, 80],
  ]) assert.equal(moveCell(9, c, dr, dc), want, name);
});
