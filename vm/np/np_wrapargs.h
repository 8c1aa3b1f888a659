/* np_wrapargs.h — what the files that wrap numpy's functions for string and object operands
 * (np_strerrs.c, np_strsearch.c, np_objfns.c) share: reading one argument of a call they
 * inspect before passing it on, and the test and conversion of text operands (np_wrapargs.c). */
#ifndef WEFT_NP_WRAPARGS_H
#define WEFT_NP_WRAPARGS_H

#include "../obj/value.h"

/* Keyword argument name of the call (borrowed), RT_UNDEF when not given. */
Value np_kwarg(const Kwargs *kw, const char *name);
/* Parameter i, given by position or as keyword name (borrowed), RT_UNDEF when not given. */
Value np_arg(int argc, const Value *argv, const Kwargs *kw, int i, const char *name);
/* A string array, or a list or tuple with a str among its leaves. */
bool np_holds_text(Value v);
/* v as a string array (a new reference). */
Value np_as_strarr(Value v);

#endif
