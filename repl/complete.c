/* complete.c — Tab in the REPL: readline's completion over vm_complete (the names the Jupyter
 * kernel completes too): globals, builtins and keywords, or after a dot the attributes of the
 * module, class or instance the dotted name before it stands for. Tab where only indentation
 * precedes the cursor indents by four spaces, as Python's own REPL does. */
#include <stdlib.h>
#include <string.h>

#include <readline/readline.h>

#include "repl.h"

static Vm *complete_vm;
static char **matches; /* vm_complete's answer for the word being completed */
static size_t match_next;
static char *word_path; /* "np.random" of "np.random.ra", NULL for a plain name */

/* readline calls this with state 0 first, then asks for the next match until NULL. */
static char *next_match(const char *text, int state) {
  if (state == 0) {
    vm_names_free(matches);
    free(word_path);
    word_path = NULL;
    const char *dot = strrchr(text, '.');
    if (dot) {
      word_path = strndup(text, (size_t)(dot - text));
      matches = vm_complete(complete_vm, word_path, dot + 1);
    } else {
      matches = vm_complete(complete_vm, NULL, text);
    }
    match_next = 0;
  }
  if (!matches || !matches[match_next]) return NULL;
  const char *name = matches[match_next++];
  if (!word_path) return strdup(name);
  size_t n = strlen(word_path) + strlen(name) + 2;
  char *full = malloc(n);
  if (full) snprintf(full, n, "%s.%s", word_path, name);
  return full;
}

static bool only_indent_before_cursor(void) {
  for (int i = 0; i < rl_point; i++) {
    if (rl_line_buffer[i] != ' ' && rl_line_buffer[i] != '\t') return false;
  }
  return true;
}

static char **attempt(const char *text, int start, int end) {
  (void)start;
  (void)end;
  rl_attempted_completion_over = 1; /* never fall back to file names */
  if (only_indent_before_cursor()) {
    rl_insert_text("    ");
    return NULL;
  }
  rl_completion_append_character = '\0'; /* `math.` then `sqrt` then `(`: no space wanted */
  return rl_completion_matches(text, next_match);
}

void repl_complete_install(Vm *vm) {
  complete_vm = vm;
  /* '.' is not a break: the word is the whole dotted name */
  rl_completer_word_break_characters = " \t\n\"'`@$><=;|&{([,)]}+-*/%^~!:";
  rl_attempted_completion_function = attempt;
}
