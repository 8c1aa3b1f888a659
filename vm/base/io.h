/* io.h — Weft's buffered standard output. Everything the program prints goes through here so
 * that output is fast (one write per buffer) and ordered: whoever writes to stderr (tracebacks,
 * warnings, the REPL) must call rt_stdout_flush() first. */
#ifndef WEFT_RT_IO_H
#define WEFT_RT_IO_H

#include <stddef.h>

void rt_stdout_write(const char *s, size_t n);
void rt_stdout_puts(const char *s);
void rt_stdout_flush(void);
/* Line-buffer when stdout is a terminal (REPL): flush at every newline. Decided lazily on the
 * first write; this forces it either way. */
void rt_stdout_set_line_buffered(int on);

#endif
