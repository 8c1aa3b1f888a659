/* meta.c — REPL meta commands: a line starting with ':' (Weft's own) or '%' (IPython's timing
 * magics, in magic.c) at the primary prompt. The table of commands is defined once
 * (REPL_META_COMMANDS); `:help` is generated from it. */
#include <stdio.h>
#include <string.h>

#include "../vm/base/io.h"
#include "options.h"
#include "repl.h"

/* X(prefix, name, argument synopsis, one-line help, function) */
#define REPL_META_COMMANDS(X)                                                                      \
  X(':', help, "", "list these commands", meta_help)                                               \
  X(':', dis, " CODE", "show the bytecode of an expression or statement (every function too)",     \
    meta_dis)                                                                                      \
  X(':', mode, " [sim|gpu|cpu|auto]", "show or set where kernels run (as --mode)", meta_mode)          \
  X(':', check, " [none|bounds|all|strict]", "show or set the simulator's checks (as --check)",    \
    meta_check)                                                                                    \
  X('%', timeit, " STATEMENT", "time a statement as IPython's %timeit (-n N loops, -r R runs)",    \
    repl_magic_timeit)                                                                             \
  X('%', time, " STATEMENT", "run a statement once; print CPU and wall time", repl_magic_time)     \
  X('%', prof, " STATEMENT", "run a statement under the profiler and print its report",            \
    repl_magic_prof)                                                                              \
  X('%', run, " FILE [ARGS]", "run FILE in this session: its variables stay", repl_magic_run)    \
  X('%', load, " FILE", "put FILE's text in the input, to edit and run with Enter",              \
    repl_magic_load)                                                                              \
  X('%', who, " [TYPE ...]", "list the session's variables (of these types)", repl_magic_who)    \
  X('%', whos, " [TYPE ...]", "the same as a table: name, type, value", repl_magic_whos)      \
  X('%', debug, " [STATEMENT]", "the kernel debugger: on STATEMENT, or at the last fault",       \
    repl_magic_debug)

typedef void (*MetaFn)(Vm *vm, const char *arg);

static void meta_help(Vm *vm, const char *arg);
static void meta_dis(Vm *vm, const char *arg);
static void meta_mode(Vm *vm, const char *arg);
static void meta_check(Vm *vm, const char *arg);

static const struct {
  char prefix;
  const char *name, *args, *help;
  MetaFn fn;
} commands[] = {
#define X(prefix, name, args, help, fn) {prefix, #name, args, help, fn},
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
    snprintf(synopsis, sizeof synopsis, "%c%s%s", commands[i].prefix, commands[i].name,
             commands[i].args);
    printf("  %-24s %s\n", synopsis, commands[i].help);
  }
}

static void meta_dis(Vm *vm, const char *arg) {
  if (!*arg) {
    puts("usage: :dis CODE   (for example  :dis x * 2 + 1)");
    return;
  }
  vm_disassemble_source(vm, "<stdin>", arg, stdout);
}

/* `:NAME` shows the option's value; `:NAME VALUE` sets it as the flag --NAME=VALUE would. */
static void show_or_set(const char *name, const char *arg) {
  const char *msg = *arg ? repl_option_set(name, arg) : NULL;
  if (msg) puts(msg);
  else printf("%s: %s\n", name, repl_option_get(name));
}

static void meta_mode(Vm *vm, const char *arg) {
  (void)vm;
  show_or_set("mode", arg);
}

static void meta_check(Vm *vm, const char *arg) {
  (void)vm;
  show_or_set("check", arg);
}

bool repl_is_meta(const char *line) { return line[0] == ':' || line[0] == '%'; }

void repl_meta_run(Vm *vm, const char *line) {
  const char *name = line + 1;
  size_t n = strcspn(name, " \t");
  const char *arg = name + n;
  arg += strspn(arg, " \t");
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
    if (commands[i].prefix == line[0] && strlen(commands[i].name) == n &&
        strncmp(commands[i].name, name, n) == 0) {
      rt_stdout_flush(); /* output of earlier input goes first */
      commands[i].fn(vm, arg);
      return;
    }
  }
  printf("unknown command '%c%.*s' (type :help for the list)\n", line[0], (int)n, name);
}
