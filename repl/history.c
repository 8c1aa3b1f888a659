/* history.c — the REPL's persistent history in $HOME/.weft_history: loaded at start, appended
 * one line at a time so a crash or a kill loses nothing already entered. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/history.h>

#include "repl.h"

enum { HISTORY_MAX_LINES = 1000 };

char *repl_history_path(void) {
  const char *home = getenv("HOME");
  if (!home || !*home) return NULL;
  static const char name[] = "/.weft_history";
  char *path = malloc(strlen(home) + sizeof name);
  if (!path) return NULL;
  strcpy(path, home);
  strcat(path, name);
  return path;
}

/* An entry is one input, a block's lines included: the file marks each entry with a timestamp
 * line so the lines after it read back as one entry. */
void repl_history_load(const char *path) {
  history_comment_char = '#'; /* the mark starts with it */
  history_write_timestamps = 1;
  history_multiline_entries = 1;
  if (!path) return;
  /* A missing file is the normal first run; any other failure just means no old history. */
  read_history(path);
  history_truncate_file(path, HISTORY_MAX_LINES);
}

static bool only_space(const char *s) {
  while (*s == ' ' || *s == '\t') s++;
  return *s == '\0';
}

void repl_history_add(const char *path, const char *line) {
  if (only_space(line)) return;
  add_history(line);
  if (!path) return;
  /* append_history needs an existing file; create it on the first line ever entered. */
  FILE *f = fopen(path, "a");
  if (!f) return;
  fclose(f);
  append_history(1, path);
}
