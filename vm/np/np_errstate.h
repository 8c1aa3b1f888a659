/* np_errstate.h — what the ufunc loops tell np_errstate.c besides np_warn (np_loops.h), private
 * to vm/np. */
#ifndef WEFT_NP_ERRSTATE_H
#define WEFT_NP_ERRSTATE_H

/* The floating-point flags (FE_*) a loop raised, before its np_warn calls: the 'call' mode's
 * callback gets them all as NumPy's status bits (divide 1, over 2, under 4, invalid 8). */
void np_warn_status(int fe_flags);

/* The reports of the floating-point flags (FE_*) a loop of `ufunc` raised, in NumPy's order:
 * "divide by zero encountered in <ufunc>", then overflow, invalid value, underflow. */
void np_report_fp(int flags, const char *ufunc);

#endif
