# Only the signal classes index traps and flags.
from decimal import getcontext
getcontext().traps[1]

# expect runtime error: KeyError: 'valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]'
