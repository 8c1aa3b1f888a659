/* magic_ns.c — the REPL's IPython magics about the session's namespace and files: `%run FILE`
 * (the file runs in the session's globals), `%load FILE` (its text becomes the next input),
 * `%who` and `%whos` (IPython's listing and table). Errors use IPython's wording. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../vm/base/io.h"
#include "../vm/base/strbuf.h"
#include "../vm/py/py.h"
#include "repl.h"

enum { MAX_RUN_ARGS = 64 };

/* The whole file into sb; 0, or an errno value (EISDIR for a folder). */
static int read_text(const char *path, StrBuf *sb) {
  struct stat st;
  if (stat(path, &st) != 0) return errno;
  if (S_ISDIR(st.st_mode)) return EISDIR;
  FILE *f = fopen(path, "rb");
  if (!f) return errno;
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(sb, chunk, n);
  int err = ferror(f) ? EIO : 0;
  fclose(f);
  if (!sb->data) rt_sb_puts(sb, "");
  return err;
}

/* Split "file.py a b" at blanks (no quoting) into argv; returns argc. */
static int split_args(char *line, char **argv) {
  int argc = 0;
  for (char *save = NULL, *tok = strtok_r(line, " \t", &save); tok && argc < MAX_RUN_ARGS;
       tok = strtok_r(NULL, " \t", &save)) {
    argv[argc++] = tok;
  }
  return argc;
}

/* `%run FILE [ARGS]`: as `weft FILE ARGS` but in this session, so its variables stay
 * (sys.argv is the file and its arguments, as IPython sets it). */
void repl_magic_run(Vm *vm, const char *arg) {
  char *line = strdup(arg);
  char *argv[MAX_RUN_ARGS];
  int argc = line ? split_args(line, argv) : 0;
  if (argc == 0) {
    fputs("Exception: you must provide at least a filename.\n", stderr);
    free(line);
    return;
  }
  StrBuf src;
  rt_sb_init(&src);
  int err = read_text(argv[0], &src);
  if (err) {
    fprintf(stderr, "Exception: File `'%s'` not found.\n", argv[0]);
  } else {
    py_set_argv(argc, argv);
    repl_debug_before();
    repl_debug_after(argv[0], src.data, vm_run_source(vm, argv[0], src.data, false));
    int status;
    vm_exit_requested(vm, &status); /* as IPython's %run: the file's sys.exit() ends the file only */
  }
  rt_sb_free(&src);
  free(line);
}

/* `%load FILE`: the next prompt holds "# %load FILE" and the file's text, to edit and run
 * with Enter, as IPython does. */
void repl_magic_load(Vm *vm, const char *arg) {
  (void)vm;
  if (!*arg) {
    fputs("UsageError: Missing filename.\n", stderr);
    return;
  }
  StrBuf src;
  rt_sb_init(&src);
  int err = read_text(arg, &src);
  if (err == EISDIR) {
    fprintf(stderr, "ValueError: '%s' is a directory, not a regular file.\n", arg);
  } else if (err) {
    fprintf(stderr, "ValueError: '%s' was not found in history, as a file, url, nor in the "
                    "user namespace.\n", arg);
  } else {
    while (src.len > 0 && (src.data[src.len - 1] == '\n' || src.data[src.len - 1] == ' '))
      src.data[--src.len] = '\0';
    StrBuf text;
    rt_sb_init(&text);
    rt_sb_printf(&text, "# %%load %s\n%s", arg, src.data);
    repl_preset_input(text.data);
    rt_sb_free(&text);
  }
  rt_sb_free(&src);
}

/* `%who [TYPE ...]` and `%whos [TYPE ...]`: the names come from here, the listing is made by
 * __weft_who (vm_install_repl_builtins), in Python, which needs the values and their types. */
static void who(Vm *vm, const char *types, bool table) {
  char **names = vm_user_names(vm);
  StrBuf src, values;
  rt_sb_init(&src);
  rt_sb_init(&values);
  rt_sb_puts(&src, "__weft_who([");
  for (char **p = names; *p; p++) {
    rt_sb_printf(&src, "%s'%s'", p == names ? "" : ", ", *p);
    rt_sb_printf(&values, "%s%s", p == names ? "" : ", ", *p);
  }
  rt_sb_printf(&src, "], [%s], [", values.data ? values.data : "");
  char *list = strdup(types);
  for (char *save = NULL, *t = list ? strtok_r(list, " \t", &save) : NULL; t;
       t = strtok_r(NULL, " \t", &save)) {
    rt_sb_printf(&src, "'%s', ", t);
  }
  rt_sb_printf(&src, "], %s)\n", table ? "True" : "False");
  vm_run_source(vm, "<stdin>", src.data, false);
  free(list);
  rt_sb_free(&values);
  rt_sb_free(&src);
  vm_names_free(names);
}

void repl_magic_who(Vm *vm, const char *arg) { who(vm, arg, false); }

void repl_magic_whos(Vm *vm, const char *arg) { who(vm, arg, true); }
