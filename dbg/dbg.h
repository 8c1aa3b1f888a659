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

#endif
