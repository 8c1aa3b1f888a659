/* native_sample.h — the arguments that make a sample instance of a class made by
 * rt_native_class, so that the class answers its instances' methods as unbound ones
 * (Decimal.sqrt(d), hasattr(date, 'strftime'), map(Fraction.limit_denominator, ...)):
 * class_attr.c asks a sample whether the method exists. */
#ifndef WEFT_OBJ_NATIVE_SAMPLE_H
#define WEFT_OBJ_NATIVE_SAMPLE_H

#include "value.h"

/* cls(*argv) makes a sample (the arguments are kept with the current VM, as its classes are). */
void rt_native_class_sample(Value cls, int argc, const Value *argv);
/* A sample instance of cls (new reference), or RT_UNDEF when none was registered. */
Value rt_native_class_make_sample(Value cls);

#endif
