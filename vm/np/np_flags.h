/* np_flags.h — a.flags (np_flags.c), and a.flat of string and object arrays. */
#ifndef WEFT_NP_FLAGS_H
#define WEFT_NP_FLAGS_H

#include "../obj/value.h"

/* The flags object of arr (an ndarray; holds a reference to it). */
Value np_flags_new(Value arr);
/* a.flat of a string or object array (np_flatiter_text.c). */
Value np_text_flatiter_new(Value arr);

#endif
