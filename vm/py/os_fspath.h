/* os_fspath.h — the file system path protocol (os_fspath.c): what os.c and pathlib.c share. */
#ifndef WEFT_PY_OS_FSPATH_H
#define WEFT_PY_OS_FSPATH_H

#include "../obj/value.h"

/* The text of v.__fspath__() (str, or bytes' data) for an object whose class has one, borrowed
 * and valid while the caller converts no more than a few other paths; NULL for any other
 * value. A TypeError with CPython's text when __fspath__ answers something else. */
const char *py_fspath_text(Value v);
void rt_os_fspath_init(Value os_module); /* os.fspath, os.fsencode, os.fsdecode, os.PathLike */

#endif
