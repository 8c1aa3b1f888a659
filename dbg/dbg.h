/* dbg.h — the kernel debugger (`weft --debug`, docs/debugger.md): a gdb-style command loop
 * that stops simulated kernels at breakpoints, steps warps, shows threads' variables and shared
 * memory, replays a launch to step backwards, and takes over at a simulator fault
 * (post-mortem). repl/ starts it; it reaches the simulator through sim.h's SimDebugHooks. */
#ifndef WEFT_DBG_H
#define WEFT_DBG_H

#include <stdbool.h>

/* Read the commands from path instead of standard input (false: it cannot be opened). */
bool dbg_set_commands_file(const char *path);
/* Debug the program in file `program`: install the hooks, then serve commands until one runs
 * the program. */
void dbg_begin(const char *program);

/* `%debug` in the REPL and the Jupyter kernel (repl/magic_debug.c): a debugging session around
 * one statement. name: what `list` and `break LINE` name (the statement's file). commands: the
 * commands as text (a notebook cell's lines), each echoed after the prompt with its output;
 * NULL: typed at the terminal. stop_first: serve commands before the statement runs (set
 * breakpoints, then `run`); else it runs at once and stops only at a fault (post-mortem) or a
 * breakpoint() call. `quit` interrupts the statement (KeyboardInterrupt) instead of exiting. */
void dbg_session_begin(const char *name, const char *commands, bool stop_first);
/* After the statement: the hooks come out and the breakpoints go. */
void dbg_session_end(void);
/* At the REPL: keep the frames of each exception that no frame handles (dbg_pm.c), for a later
 * `%debug`; dbg_postmortem_last serves it (commands as dbg_session_begin's; false: none kept). */
void dbg_keep_last_error(void);
bool dbg_postmortem_last(const char *commands);

#endif
