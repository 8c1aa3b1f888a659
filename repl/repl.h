/* repl.h — the pieces of the `weft` command: the interactive loop, its history file, its meta
 * commands (`:help`, `:dis`, `:mode`, `%timeit`, ...) and the SIGINT handler that turns Ctrl-C
 * into KeyboardInterrupt. The engine options have their own header, options.h. */
#ifndef WEFT_REPL_REPL_H
#define WEFT_REPL_REPL_H

#include <stdbool.h>

#include "../vm/host/vm.h"

#define REPL_VERSION "0.1.0"

/* Run the interactive session on the terminal until Ctrl-D (status 0) or exit() (its status).
 * Returns the exit code. */
int repl_run(Vm *vm);

/* Install the SIGINT handler that sets rt_interrupted (error.h), so the VM raises
 * KeyboardInterrupt at its next poll instead of the process being killed; none when SIGINT was
 * ignored at start-up (CPython keeps it ignored then) unless even_if_ignored (the notebook
 * kernel, which jupyter_client interrupts with SIGINT). */
void repl_install_sigint(bool even_if_ignored);
/* CPython's ending of a program killed by Ctrl-C: a program (file, -c, stdin) whose uncaught
 * KeyboardInterrupt ended it exits through SIGINT's default action once the exit handlers have
 * run, so its shell sees the signal (status 130). repl_exit_by_sigint_install runs first in
 * main(), before any other exit handler is registered (so this one runs last);
 * repl_exit_by_sigint asks for it. */
void repl_exit_by_sigint_install(void);
void repl_exit_by_sigint(void);

/* history.c: ~/.weft_history. The path is NULL when HOME is unset (history is then off). */
char *repl_history_path(void);
void repl_history_load(const char *path);
void repl_history_add(const char *path, const char *line);

/* repl.c: text the next prompt starts with (the auto-indent, `%load`'s file). */
void repl_preset_input(const char *text);
/* complete.c: Tab completes names in vm's session. */
void repl_complete_install(Vm *vm);

/* meta.c: lines starting with ':' or '%' at the primary prompt are commands to the REPL itself. */
bool repl_is_meta(const char *line);
void repl_meta_run(Vm *vm, const char *line);

/* magic.c: `%timeit`, `%time` and `%prof` (IPython's output format). */
void repl_magic_timeit(Vm *vm, const char *arg);
void repl_magic_time(Vm *vm, const char *arg);
void repl_magic_prof(Vm *vm, const char *arg);
/* magic_ns.c: `%run`, `%load`, `%who`, `%whos`. */
void repl_magic_run(Vm *vm, const char *arg);
void repl_magic_load(Vm *vm, const char *arg);
void repl_magic_who(Vm *vm, const char *arg);
void repl_magic_whos(Vm *vm, const char *arg);

/* magic_debug.c: `%debug [STATEMENT]`; commands NULL: typed at the terminal, else the
 * commands' text (a notebook cell). The loops tell it about each statement they run:
 * before (the simulator forgets its last fault) and after (its file name, text and status). */
void repl_magic_debug(Vm *vm, const char *arg);
void repl_debug(Vm *vm, const char *arg, const char *commands);
void repl_debug_before(void);
void repl_debug_after(const char *name, const char *src, int rc);

#endif
