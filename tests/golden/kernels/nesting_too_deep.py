# no-cross-check: a Weft limit (the simulator's mask stack holds 64 nested regions); Numba compiles and runs this
# Control flow nested deeper than the simulator's 64-level mask stack is a compile error at
# its line (one space of indentation per level here), not a fault at run time.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
 x = a[0]
 if x > -1:
  if x > -2:
   if x > -3:
    if x > -4:
     if x > -5:
      if x > -6:
       if x > -7:
        if x > -8:
         if x > -9:
          if x > -10:
           if x > -11:
            if x > -12:
             if x > -13:
              if x > -14:
               if x > -15:
                if x > -16:
                 if x > -17:
                  if x > -18:
                   if x > -19:
                    if x > -20:
                     if x > -21:
                      if x > -22:
                       if x > -23:
                        if x > -24:
                         if x > -25:
                          if x > -26:
                           if x > -27:
                            if x > -28:
                             if x > -29:
                              if x > -30:
                               if x > -31:
                                if x > -32:
                                 if x > -33:
                                  if x > -34:
                                   if x > -35:
                                    if x > -36:
                                     if x > -37:
                                      if x > -38:
                                       if x > -39:
                                        if x > -40:
                                         if x > -41:
                                          if x > -42:
                                           if x > -43:
                                            if x > -44:
                                             if x > -45:
                                              if x > -46:
                                               if x > -47:
                                                if x > -48:
                                                 if x > -49:
                                                  if x > -50:
                                                   if x > -51:
                                                    if x > -52:
                                                     if x > -53:
                                                      if x > -54:
                                                       if x > -55:
                                                        if x > -56:
                                                         if x > -57:
                                                          if x > -58:
                                                           if x > -59:
                                                            if x > -60:
                                                             if x > -61:
                                                              if x > -62:
                                                               if x > -63:
                                                                if x > -64:
                                                                 if x > -65:
                                                                  a[1] = 7

a = np.zeros(2, np.int64)
print(a)
k[1, 1](a)
# expect: [0 0]
# expect stderr: nesting_too_deep.py:74:66: error: control flow is nested too deeply: more than 64 levels of if/while/for, and/or, conditional expressions and device function calls
# expect runtime error: TypeError: cannot compile 'k' for the simulator: control flow is nested too deeply: more than 64 levels of if/while/for, and/or, conditional expressions and device function calls
