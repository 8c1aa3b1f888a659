/* pickle_compat.c — what the old protocols need: protocols 0 to 2 name globals as Python 2
 * did (CPython's fix_imports): builtins are __builtin__, range is __builtin__.xrange, the
 * exceptions live in `exceptions`, and so on. The pickler maps Python 3's names to those, the
 * unpickler maps them back. Only the names a program can meet here are listed. Protocol 0's
 * UNICODE opcode carries its text raw-unicode-escaped, as CPython's pickler writes it. */
#include <stdio.h>
#include <string.h>

#include "../base/strbuf.h"
#include "pickle_internal.h"

typedef struct Compat {
  const char *mod3, *name3, *mod2, *name2; /* a NULL name: every name of the module */
} Compat;

static const Compat names[] = {
    {"builtins", "range", "__builtin__", "xrange"},
    {"builtins", "str", "__builtin__", "unicode"},
    {"builtins", "int", "__builtin__", "long"},
    {"builtins", "chr", "__builtin__", "unichr"},
    {"builtins", "zip", "itertools", "izip"},
    {"builtins", "map", "itertools", "imap"},
    {"builtins", "filter", "itertools", "ifilter"},
    {"functools", "reduce", "__builtin__", "reduce"},
    {"sys", "intern", "__builtin__", "intern"},
    {"itertools", "filterfalse", "itertools", "ifilterfalse"},
    {"itertools", "zip_longest", "itertools", "izip_longest"},
    {"collections", "UserDict", "UserDict", "IterableUserDict"},
    {"collections", "UserList", "UserList", "UserList"},
    {"collections", "UserString", "UserString", "UserString"},
    {"builtins", NULL, "__builtin__", NULL},
    {"copyreg", NULL, "copy_reg", NULL},
    {"queue", NULL, "Queue", NULL},
    {"_thread", NULL, "thread", NULL},
};

/* The builtin exceptions Python 2 had, which it kept in the `exceptions` module. */
static const char *const py2_exceptions[] = {
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BufferError",
    "BytesWarning", "DeprecationWarning", "EOFError", "EnvironmentError", "Exception",
    "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError", "ImportError",
    "ImportWarning", "IndentationError", "IndexError", "KeyError", "KeyboardInterrupt",
    "LookupError", "MemoryError", "NameError", "NotImplementedError", "OSError", "OverflowError",
    "PendingDeprecationWarning", "ReferenceError", "RuntimeError", "RuntimeWarning",
    "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit", "TabError",
    "TypeError", "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError",
    "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError", "Warning",
    "ZeroDivisionError",
};

static bool is_py2_exception(const char *name) {
  for (size_t k = 0; k < sizeof py2_exceptions / sizeof py2_exceptions[0]; k++)
    if (!strcmp(py2_exceptions[k], name)) return true;
  return false;
}

bool py_pickle_compat(const char *mod, const char *name, bool to_py2, const char **omod, const char **oname) {
  *oname = name;
  if (to_py2 && !strcmp(mod, "builtins") && is_py2_exception(name)) {
    *omod = "exceptions";
    return true;
  }
  if (!to_py2 && !strcmp(mod, "exceptions") && is_py2_exception(name)) {
    *omod = "builtins";
    return true;
  }
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    const Compat *c = &names[k];
    const char *fm = to_py2 ? c->mod3 : c->mod2, *fn = to_py2 ? c->name3 : c->name2;
    if (strcmp(fm, mod) || (fn && strcmp(fn, name))) continue;
    *omod = to_py2 ? c->mod2 : c->mod3;
    if (fn) *oname = to_py2 ? c->name2 : c->name3;
    return true;
  }
  return false;
}

/* The code point at *p (valid UTF-8, surrogates as 3 bytes; never read past e), advancing *p. */
static uint32_t utf8_next(const unsigned char **p, const unsigned char *e) {
  const unsigned char *s = *p;
  uint32_t c = s[0];
  int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  if (n > e - s) n = 1;
  if (n > 1) c &= 0x3Fu >> (n - 1);
  for (int k = 1; k < n; k++) c = c << 6 | (s[k] & 0x3Fu);
  *p = s + n;
  return c;
}

void py_pickle_raw_escape(const char *utf8, size_t n, StrBuf *out) {
  const unsigned char *p = (const unsigned char *)utf8, *e = p + n;
  while (p < e) {
    uint32_t c = utf8_next(&p, e);
    if (c >= 0x10000) rt_sb_printf(out, "\\U%08x", (unsigned)c);
    else if (c >= 256 || c == '\\' || c == 0 || c == '\n' || c == '\r' || c == 0x1a)
      rt_sb_printf(out, "\\u%04x", (unsigned)c);
    else rt_sb_putc(out, (char)c);
  }
}

static void put_utf8(StrBuf *out, uint32_t c) {
  char b[4];
  int n;
  if (c < 0x80) b[0] = (char)c, n = 1;
  else if (c < 0x800) b[0] = (char)(0xC0 | c >> 6), b[1] = (char)(0x80 | (c & 0x3F)), n = 2;
  else if (c < 0x10000)
    b[0] = (char)(0xE0 | c >> 12), b[1] = (char)(0x80 | (c >> 6 & 0x3F)), b[2] = (char)(0x80 | (c & 0x3F)), n = 3;
  else
    b[0] = (char)(0xF0 | c >> 18), b[1] = (char)(0x80 | (c >> 12 & 0x3F)),
    b[2] = (char)(0x80 | (c >> 6 & 0x3F)), b[3] = (char)(0x80 | (c & 0x3F)), n = 4;
  rt_sb_putn(out, b, (size_t)n);
}

/* The hex digits p[0..n) as a number, or -1. */
static long hex_of(const unsigned char *p, int n) {
  long v = 0;
  for (int k = 0; k < n; k++) {
    int d = p[k] >= '0' && p[k] <= '9' ? p[k] - '0' : p[k] >= 'a' && p[k] <= 'f' ? p[k] - 'a' + 10
          : p[k] >= 'A' && p[k] <= 'F' ? p[k] - 'A' + 10 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

bool py_pickle_raw_unescape(const unsigned char *p, size_t n, StrBuf *out) {
  const unsigned char *e = p + n;
  while (p < e) {
    int len = p[0] == '\\' && e - p > 1 ? (p[1] == 'u' ? 4 : p[1] == 'U' ? 8 : 0) : 0;
    if (len) {
      if (e - p < 2 + len) return false;
      long c = hex_of(p + 2, len);
      if (c < 0 || c > 0x10FFFF) return false;
      put_utf8(out, (uint32_t)c);
      p += 2 + len;
    } else {
      put_utf8(out, *p++); /* a byte is the code point of its value (Latin-1) */
    }
  }
  return true;
}
