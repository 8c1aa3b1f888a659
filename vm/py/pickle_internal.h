/* pickle_internal.h — what pickle.c (the pickler and the module) and pickle_load.c (the
 * unpickler) share: the opcodes of pickle protocols 0 to 5 that they write or read, and the
 * module's exception classes. */
#ifndef WEFT_PY_PICKLE_INTERNAL_H
#define WEFT_PY_PICKLE_INTERNAL_H

#include <stdbool.h>

#include "../obj/value.h"

enum {
  PK_MARK = '(', PK_STOP = '.', PK_POP = '0', PK_POP_MARK = '1', PK_DUP = '2', PK_BININT = 'J',
  PK_BININT1 = 'K', PK_BININT2 = 'M', PK_NONE = 'N', PK_REDUCE = 'R', PK_BINUNICODE = 'X',
  PK_APPEND = 'a', PK_BUILD = 'b', PK_GLOBAL = 'c', PK_DICT = 'd', PK_APPENDS = 'e', PK_BINGET = 'h',
  PK_LONG_BINGET = 'j', PK_LIST = 'l', PK_BINPUT = 'q', PK_LONG_BINPUT = 'r', PK_SETITEM = 's',
  PK_TUPLE = 't', PK_SETITEMS = 'u', PK_BINFLOAT = 'G', PK_EMPTY_DICT = '}', PK_EMPTY_LIST = ']',
  PK_EMPTY_TUPLE = ')', PK_SHORT_BINBYTES = 'C', PK_BINBYTES = 'B', PK_PROTO = 0x80, PK_NEWOBJ = 0x81,
  PK_TUPLE1 = 0x85, PK_TUPLE2 = 0x86, PK_TUPLE3 = 0x87, PK_NEWTRUE = 0x88, PK_NEWFALSE = 0x89,
  PK_LONG1 = 0x8a, PK_LONG4 = 0x8b, PK_SHORT_BINUNICODE = 0x8c, PK_BINUNICODE8 = 0x8d,
  PK_BINBYTES8 = 0x8e, PK_EMPTY_SET = 0x8f, PK_ADDITEMS = 0x90, PK_FROZENSET = 0x91,
  PK_NEWOBJ_EX = 0x92, PK_STACK_GLOBAL = 0x93, PK_MEMOIZE = 0x94, PK_FRAME = 0x95,
  PK_BYTEARRAY8 = 0x96,
  /* protocol 0's text forms */
  PK_INT = 'I', PK_LONG = 'L', PK_FLOAT = 'F', PK_UNICODE = 'V', PK_PUT = 'p', PK_GET = 'g'
};

/* pickle.PickleError, PicklingError, UnpicklingError (borrowed; the module holds them). */
typedef struct PickleClasses {
  Value error, pickling, unpickling;
  Value encode, latin1; /* protocols below 3: _codecs.encode's stand-in (str.encode), 'latin1' */
  Value reconstructor;  /* protocols 0 and 1: copyreg._reconstructor's stand-in */
} PickleClasses;
/* The Python 2 name of mod.name (to_py2) or the Python 3 name of a Python 2 one, when they
 * differ (pickle_compat.c); false when it is the same. */
bool py_pickle_compat(const char *mod, const char *name, bool to_py2, const char **omod, const char **oname);
PickleClasses *py_pickle_classes(void);
/* Protocol 0's UNICODE text: str (UTF-8) raw-unicode-escaped as CPython's pickler does it
 * (code points from 256 and '\\', NUL, '\n', '\r', '\x1a' as \\uXXXX or \\UXXXXXXXX, the
 * others as one byte), and back (false for a bad escape). */
struct StrBuf;
void py_pickle_raw_escape(const char *utf8, size_t n, struct StrBuf *out);
bool py_pickle_raw_unescape(const unsigned char *p, size_t n, struct StrBuf *out);

/* Raise cls(message). */
_Noreturn void py_pickle_raise(Value cls, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* copyreg._reconstructor(cls, base, state), what protocols 0 and 1 rebuild an instance with
 * (borrowed; made once). */
Value py_pickle_reconstructor(void);

/* The object pickled at the start of n bytes (a new reference), as pickle.loads reads it;
 * *used: how many bytes its pickle took (through STOP). UnpicklingError, EOFError as CPython's. */
Value py_pickle_load(const unsigned char *data, int64_t n, int64_t *used);

#endif
