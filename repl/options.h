/* options.h — the engine switches of the `weft` command (--check, --mode, --profile, ...):
 * one table in options.c drives their parsing, validation, `weft --help` and the REPL's
 * `:check` / `:mode`. The core flags (-c, --dis, --version, --help) stay in main.c. */
#ifndef WEFT_REPL_OPTIONS_H
#define WEFT_REPL_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>

/* Parse argv[i] (and argv[i + 1] for `--name VALUE`) when it is one of the table's options.
 * Returns how many arguments it used (0: not an option of the table), or -1 after printing
 * one `weft: ...` line for a bad or missing value (exit code 2). */
int repl_options_take(int argc, char **argv, int i);

/* After the command line: apply the defaults from the environment (WEFT_MODE, WEFT_CHECK, ...)
 * for options not given, and start the profiler when asked. Returns 0, or the exit code after
 * printing one `weft: ...` line (2 for a bad environment value, 1 for --mode=gpu without a GPU). */
int repl_options_finish(void);

/* Once the session (the Vm) is made: what start-up holds is known, and --max-memory's bound
 * comes into force, or is refused with one `weft: ...` line when it leaves no room for the
 * program. Returns 0, or the exit code (2) after the message. */
int repl_options_started(void);

/* The generated option section of `weft --help`. */
void repl_options_help(FILE *out);

/* For the REPL's `:check` / `:mode`: set option `name` ("check", "mode") to value. Returns
 * NULL on success, else the message to show (static storage). */
const char *repl_option_set(const char *name, const char *value);
/* The option's value now (its default when never set). */
const char *repl_option_get(const char *name);

#endif
