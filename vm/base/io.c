/* io.c — the buffered stdout behind print(). A fixed buffer flushed when full, at exit, on
 * request (print(flush=True), before anything goes to stderr), and at newlines when stdout is a
 * terminal. Writes go straight to fd 1 so they never interleave with a stdio buffer. */
#include "io.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define IO_BUFSIZE 65536

static char buf[IO_BUFSIZE];
static size_t used;
static int line_mode = -1; /* -1: not decided yet */
static int registered;

static void write_all(const char *s, size_t n) {
  while (n > 0) {
    ssize_t k = write(1, s, n);
    if (k < 0) {
      if (errno == EINTR) continue;
      return; /* closed pipe etc.: output is lost, as Python would lose it at exit */
    }
    s += k;
    n -= (size_t)k;
  }
}

void rt_stdout_flush(void) {
  if (used) write_all(buf, used);
  used = 0;
}

static void at_exit_flush(void) {
  rt_stdout_flush();
}

void rt_stdout_set_line_buffered(int on) {
  line_mode = on;
}

void rt_stdout_write(const char *s, size_t n) {
  if (!registered) {
    registered = 1;
    atexit(at_exit_flush);
  }
  if (line_mode < 0) line_mode = isatty(1);
  if (n >= IO_BUFSIZE) {
    rt_stdout_flush();
    write_all(s, n);
    return;
  }
  if (used + n > IO_BUFSIZE) rt_stdout_flush();
  memcpy(buf + used, s, n);
  used += n;
  if (line_mode && memchr(s, '\n', n)) rt_stdout_flush();
}

void rt_stdout_puts(const char *s) {
  rt_stdout_write(s, strlen(s));
}
