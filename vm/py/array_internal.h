/* array_internal.h — array.array's layout, shared by array.c and memoryview.c (a memoryview
 * over an array reads and writes its buffer in place). */
#ifndef WEFT_PY_ARRAY_INTERNAL_H
#define WEFT_PY_ARRAY_INTERNAL_H

#include "../obj/value.h"

typedef struct PyArray {
  Obj hdr;
  char typecode;    /* one of bBuhHiIlLqQfd */
  int itemsize;
  int64_t n, cap;   /* items, and room for them in buf */
  char *buf;
  int64_t exports;  /* memoryviews over the buffer: while any, it may not be resized */
} PyArray;

bool py_is_array(Value v);
int py_array_itemsize(char typecode);
Value py_array_new(char typecode, int64_t n); /* n zeroed items */
Value py_array_get(const PyArray *a, int64_t i);
void py_array_append(Value self, Value v);

#endif
