/* serve.h — `weft --serve`: the framed pipe protocol between one persistent weft process and
 * the Jupyter kernel that drives it (kernel/weft_kernel.py). docs/jupyter.md documents it; this
 * header is its definition.
 *
 * A frame is a 4-byte big-endian length N, then N bytes: one kind byte, then the frame's
 * fields, each a 4-byte big-endian length and that many bytes (UTF-8 text, no terminator).
 * Requests come on weft's stdin; events and replies go out on weft's stdout. The program's own
 * stdin is /dev/null, and what it writes to fd 1 and fd 2 comes back as stream frames.
 *
 * Every request is answered by exactly one REPLY frame; an EXECUTE request's stream frames
 * all come before its reply. Offsets are byte offsets into the UTF-8 code.
 * Interrupting is SIGINT to the process: running code raises KeyboardInterrupt (state kept);
 * when idle it does nothing. End of input on stdin ends the process (status 0). */
#ifndef WEFT_REPL_SERVE_H
#define WEFT_REPL_SERVE_H

#include <stdbool.h>
#include <stddef.h>

#include "../vm/host/vm.h"

/* X(name, kind byte, fields) */
#define SERVE_FRAMES(X)                                                                          \
  /* requests */                                                                                 \
  X(EXECUTE, 'x', "cell name, code")                                                             \
  X(COMPLETE, 'c', "code, cursor offset")                                                        \
  X(INSPECT, 'i', "code, cursor offset")                                                         \
  X(IS_COMPLETE, 'k', "code")                                                                    \
  /* from weft */                                                                                \
  X(HELLO, 'h', "weft version (sent once, at start)")                                            \
  X(STDOUT, 'o', "bytes the program wrote to stdout")                                            \
  X(STDERR, 'e', "bytes written to stderr (warnings, simulator reports)")                        \
  X(DISPLAY, 'd', "mime type, data: rich output to show (%prof's SVG timeline)")                 \
  X(REPLY, 'r', "execute: \"ok\" [, repr of the value] | \"error\", ename, evalue, traceback;" \
                " complete: start, end, matches...; inspect: \"1\", text | \"0\";"             \
                " is_complete: \"complete\" | \"incomplete\", indent | \"invalid\"")

typedef enum {
#define X(name, byte, fields) SERVE_##name = byte,
  SERVE_FRAMES(X)
#undef X
} ServeKind;

enum { SERVE_MAX_FRAME = 1 << 28, SERVE_MAX_FIELDS = 4096 };

typedef struct ServeFrame {
  char kind;
  int nfields;
  char **fields; /* each NUL-terminated as well (lens[k] bytes before the NUL) */
  size_t *lens;
} ServeFrame;

/* frame.c: read one frame from fd (false at end of input or on a malformed frame); write one
 * (false when the pipe is gone). Plain malloc: no Weft error handler runs around these. */
bool serve_read_frame(int fd, ServeFrame *f);
void serve_frame_free(ServeFrame *f);
bool serve_write_frame(int fd, char kind, int nfields, const char *const *fields,
                       const size_t *lens);

/* serve.c: send rich output (a DISPLAY frame) after the output printed so far; false when not
 * serving (the terminal REPL shows none). */
bool serve_display(const char *mime, const char *data, size_t len);
bool serve_active(void); /* this process answers a Jupyter kernel (weft --serve) */

/* serve.c: answer requests on stdin until it ends. Returns the exit status. */
int repl_serve(Vm *vm);

#endif
