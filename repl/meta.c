/* meta.c — REPL meta commands: a line starting with ':' at the primary prompt. The table of
 * commands is defined once (REPL_META_COMMANDS); `:help` is generated from it. */
#include <stdio.h>
#include <string.h>

#include "repl.h"

/* X(name, argument synopsis, one-line help) */
#define REPL_META_COMMANDS(X)                                                           \
  X(help, "", "list these commands")                                                    \
  X(dis, " CODE", "show the bytecode of an expression or statement (every function too)")

typedef void (*MetaFn)(Vm *vm, const char *arg);

#define X(name, args, help) static void meta_##name(Vm *vm, const char *arg);
REPL_META_COMMANDS(X)
#undef X

static const struct {
  const char *name, *args, *help;
  MetaFn fn;
} commands[] = {
#define X(name, args, help) {#name, args, help, meta_##name},
    REPL_META_COMMANDS(X)
#undef X
};

static void meta_help(Vm *vm, const char *arg) {
  (void)vm;
  (void)arg;
  puts("Type Python code (the Weft subset): expression values are echoed with repr().");
  puts("A block (def, if, for, while, ...) ends at a blank line.");
  puts("Ctrl-C discards the line or interrupts running code; Ctrl-D exits.");
  puts("Commands:");
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
    char synopsis[64];
    snprintf(synopsis, sizeof synopsis, ":%s%s", commands[i].name, commands[i].args);
    printf("  %-12s %s\n", synopsis, commands[i].help);
  }
}

static void meta_dis(Vm *vm, const char *arg) {
  if (!*arg) {
    puts("usage: :dis CODE   (for example  :dis x * 2 + 1)");
    return;
  }
  vm_disassemble_source(vm, "<stdin>", arg, stdout);
}

bool repl_is_meta(const char *line) { return line[0] == ':'; }

void repl_meta_run(Vm *vm, const char *line) {
  const char *name = line + 1;
  size_t n = strcspn(name, " \t");
  const char *arg = name + n;
  arg += strspn(arg, " \t");
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
    if (strlen(commands[i].name) == n && strncmp(commands[i].name, name, n) == 0) {
      commands[i].fn(vm, arg);
      return;
    }
  }
  printf("unknown command ':%.*s' (type :help for the list)\n", (int)n, name);
}
