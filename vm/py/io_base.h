/* io_base.h — io's abstract base classes (io_base.c), which io.c adds to the module. */
#ifndef WEFT_PY_IO_BASE_H
#define WEFT_PY_IO_BASE_H

#include "../obj/value.h"

/* IOBase, RawIOBase, BufferedIOBase, TextIOBase into module m; StringIO, BytesIO and open()'s
 * file classes registered with them. */
void py_io_bases_init(Value m, Value stringio_class, Value bytesio_class);

#endif
