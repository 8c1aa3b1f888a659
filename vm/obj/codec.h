/* codec.h — the text codecs' names (bytes_methods.c has the codecs): what the codecs module's
 * lookup() answers. */
#ifndef WEFT_OBJ_CODEC_H
#define WEFT_OBJ_CODEC_H

#include "value.h"

/* CPython's canonical name of the codec encoding names ("latin-1" -> "iso8859-1"); LookupError
 * "unknown encoding: X" for none (encoding a str). */
const char *rt_codec_canonical(Value encoding);
/* The codec module function CPython's messages name for it ("utf_8", "latin_1", "charmap"). */
const char *rt_codec_function_stem(Value encoding);

#endif
