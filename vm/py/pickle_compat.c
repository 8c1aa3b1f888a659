/* pickle_compat.c — protocols 0 to 2 name globals as Python 2 did (CPython's fix_imports):
 * builtins are __builtin__, range is __builtin__.xrange, the exceptions live in `exceptions`,
 * and so on. The pickler maps Python 3's names to those, the unpickler maps them back. Only
 * the names a program can meet here are listed. */
#include <string.h>

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
