/* crash.c — the fatal-signal handler (crash.h): faulthandler's report, then libunwind's native
 * backtrace, then death by the same signal with its default action (exit status 128 + signo
 * in a shell, -signo from Python's subprocess). */
#define UNW_LOCAL_ONLY
#include "crash.h"

#include <libunwind.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

static rt_CrashFramesFn frames_fn;
static volatile sig_atomic_t in_handler;

/* The alternate stack: static, so nothing is allocated while the process is failing. */
static char alt_stack[64 * 1024];

static const struct {
  int sig;
  const char *name;
} fatal[] = {
    {SIGSEGV, "Segmentation fault"}, {SIGBUS, "Bus error"}, {SIGFPE, "Floating point exception"},
    {SIGILL, "Illegal instruction"}, {SIGABRT, "Aborted"},
};

void rt_crash_puts(int fd, const char *s) {
  size_t n = strlen(s);
  while (n > 0) {
    ssize_t w = write(fd, s, n);
    if (w <= 0) return;
    s += w;
    n -= (size_t)w;
  }
}

void rt_crash_putdec(int fd, long v) {
  char buf[24];
  int i = (int)sizeof buf;
  buf[--i] = '\0';
  unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
  do {
    buf[--i] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0) buf[--i] = '-';
  rt_crash_puts(fd, buf + i);
}

static void put_hex(int fd, uintptr_t v, int width) {
  char buf[2 + 2 * sizeof(uintptr_t) + 1];
  int n = 0;
  for (uintptr_t t = v; t; t >>= 4) n++;
  if (n < width) n = width;
  if (n == 0) n = 1;
  buf[0] = '0';
  buf[1] = 'x';
  for (int k = 0; k < n; k++) buf[2 + n - 1 - k] = "0123456789abcdef"[(v >> (4 * k)) & 15];
  buf[2 + n] = '\0';
  rt_crash_puts(fd, buf);
}

/* The native frames, innermost first (the handler's own frames included: they show where the
 * signal was taken). Bounded: a stack overflow has thousands. */
static void native_frames(int fd) {
  unw_context_t ctx;
  unw_cursor_t cur;
  if (unw_getcontext(&ctx) != 0 || unw_init_local(&cur, &ctx) != 0) return;
  rt_crash_puts(fd, "\nNative frames (most recent call first):\n");
  for (int depth = 0; depth < 64 && unw_step(&cur) > 0; depth++) {
    unw_word_t ip = 0, off = 0;
    char name[256];
    unw_get_reg(&cur, UNW_REG_IP, &ip);
    rt_crash_puts(fd, "  #");
    rt_crash_putdec(fd, depth);
    rt_crash_puts(fd, " ");
    put_hex(fd, (uintptr_t)ip, 12);
    if (unw_get_proc_name(&cur, name, sizeof name, &off) == 0) {
      rt_crash_puts(fd, " in ");
      rt_crash_puts(fd, name);
      rt_crash_puts(fd, "+");
      put_hex(fd, (uintptr_t)off, 0);
    }
    rt_crash_puts(fd, "\n");
  }
}

static void handler(int sig) {
  int fd = STDERR_FILENO;
  if (!in_handler) {
    in_handler = 1;
    const char *name = "Fatal signal";
    for (size_t k = 0; k < sizeof fatal / sizeof fatal[0]; k++) {
      if (fatal[k].sig == sig) name = fatal[k].name;
    }
    rt_crash_puts(fd, "Fatal Python error: ");
    rt_crash_puts(fd, name);
    rt_crash_puts(fd, "\n\nCurrent thread ");
    put_hex(fd, (uintptr_t)pthread_self(), 16);
    rt_crash_puts(fd, " (most recent call first):\n");
    if (frames_fn) frames_fn(fd);
    native_frames(fd);
  }
  /* die of the same signal: the default action, raised again */
  signal(sig, SIG_DFL);
  raise(sig);
}

void rt_crash_install(rt_CrashFramesFn frames) {
  static bool installed;
  frames_fn = frames;
  if (installed) return;
  installed = true;
  stack_t ss;
  memset(&ss, 0, sizeof ss);
  ss.ss_sp = alt_stack;
  ss.ss_size = sizeof alt_stack;
  sigaltstack(&ss, NULL);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sa.sa_flags = SA_ONSTACK | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (size_t k = 0; k < sizeof fatal / sizeof fatal[0]; k++) sigaction(fatal[k].sig, &sa, NULL);
}
