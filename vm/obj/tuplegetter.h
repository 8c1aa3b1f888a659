/* tuplegetter.h — the descriptor a namedtuple class holds for each field (CPython's
 * _collections._tuplegetter): reading it on an instance gives the item at its index of the
 * instance's tuple; it cannot be set or deleted there. Known to the instance attribute paths
 * (instance.c) as a data descriptor with a cached fast read. */
#ifndef WEFT_OBJ_TUPLEGETTER_H
#define WEFT_OBJ_TUPLEGETTER_H

#include <stdint.h>

#include "value.h"

extern const ObjType rt_tuplegetter_type;

/* A getter of item index with docstring doc (stolen). */
Value rt_tuplegetter_new(int64_t index, Value doc);
/* getter.__get__(obj): obj's item (a new reference); TypeError when obj is no tuple. */
Value rt_tuplegetter_get(Value getter, Value obj);

#endif
