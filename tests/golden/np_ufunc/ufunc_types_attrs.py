# nin/nout/nargs/identity/ntypes/types of every built-in ufunc (and the aliases), as NumPy 1.24 lists them
import numpy as np
names = """add subtract multiply divide floor_divide remainder power fmod bitwise_and bitwise_or
bitwise_xor left_shift right_shift equal not_equal less less_equal greater greater_equal maximum
minimum fmax fmin arctan2 hypot logical_and logical_or logical_xor copysign gcd lcm heaviside
logaddexp logaddexp2 nextafter ldexp negative positive invert absolute square sign fabs sqrt cbrt
exp exp2 expm1 log log2 log10 log1p sin cos tan arcsin arccos arctan sinh cosh tanh floor ceil
trunc rint isnan isinf isfinite logical_not conjugate arcsinh arccosh arctanh degrees radians
rad2deg deg2rad reciprocal spacing signbit true_divide mod abs bitwise_not""".split()
for n in names:
    f = getattr(np, n)
    print(n, f.__name__, f.nin, f.nout, f.nargs, repr(f.identity), f.ntypes, len(f.types), f.types[:3], f.types[-1])
# expect: add add 2 1 3 0 22 22 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: subtract subtract 2 1 3 None 21 21 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: multiply multiply 2 1 3 1 23 23 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: divide divide 2 1 3 None 11 11 ['ee->e', 'ff->f', 'dd->d'] OO->O
# expect: floor_divide floor_divide 2 1 3 None 18 18 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: remainder remainder 2 1 3 None 16 16 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: power power 2 1 3 None 21 21 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: fmod fmod 2 1 3 None 15 15 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: bitwise_and bitwise_and 2 1 3 -1 12 12 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: bitwise_or bitwise_or 2 1 3 0 12 12 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: bitwise_xor bitwise_xor 2 1 3 0 12 12 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: left_shift left_shift 2 1 3 None 11 11 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: right_shift right_shift 2 1 3 None 11 11 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: equal equal 2 1 3 None 23 23 ['??->?', 'bb->?', 'BB->?'] OO->?
# expect: not_equal not_equal 2 1 3 None 23 23 ['??->?', 'bb->?', 'BB->?'] OO->?
# expect: less less 2 1 3 None 23 23 ['??->?', 'bb->?', 'BB->?'] OO->?
# expect: less_equal less_equal 2 1 3 None 23 23 ['??->?', 'bb->?', 'BB->?'] OO->?
# expect: greater greater 2 1 3 None 23 23 ['??->?', 'bb->?', 'BB->?'] OO->?
# expect: greater_equal greater_equal 2 1 3 None 23 23 ['??->?', 'bb->?', 'BB->?'] OO->?
# expect: maximum maximum 2 1 3 None 21 21 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: minimum minimum 2 1 3 None 21 21 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: fmax fmax 2 1 3 None 21 21 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: fmin fmin 2 1 3 None 21 21 ['??->?', 'bb->b', 'BB->B'] OO->O
# expect: arctan2 arctan2 2 1 3 None 5 5 ['ee->e', 'ff->f', 'dd->d'] OO->O
# expect: hypot hypot 2 1 3 0 5 5 ['ee->e', 'ff->f', 'dd->d'] OO->O
# expect: logical_and logical_and 2 1 3 True 19 19 ['??->?', 'bb->?', 'BB->?'] OO->O
# expect: logical_or logical_or 2 1 3 False 19 19 ['??->?', 'bb->?', 'BB->?'] OO->O
# expect: logical_xor logical_xor 2 1 3 False 19 19 ['??->?', 'bb->?', 'BB->?'] OO->O
# expect: copysign copysign 2 1 3 None 4 4 ['ee->e', 'ff->f', 'dd->d'] gg->g
# expect: gcd gcd 2 1 3 0 11 11 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: lcm lcm 2 1 3 None 11 11 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: heaviside heaviside 2 1 3 None 4 4 ['ee->e', 'ff->f', 'dd->d'] gg->g
# expect: logaddexp logaddexp 2 1 3 -inf 4 4 ['ee->e', 'ff->f', 'dd->d'] gg->g
# expect: logaddexp2 logaddexp2 2 1 3 -inf 4 4 ['ee->e', 'ff->f', 'dd->d'] gg->g
# expect: nextafter nextafter 2 1 3 None 4 4 ['ee->e', 'ff->f', 'dd->d'] gg->g
# expect: ldexp ldexp 2 1 3 None 8 8 ['ei->e', 'fi->f', 'el->e'] gl->g
# expect: negative negative 1 1 2 None 19 19 ['b->b', 'B->B', 'h->h'] O->O
# expect: positive positive 1 1 2 None 19 19 ['b->b', 'B->B', 'h->h'] O->O
# expect: invert invert 1 1 2 None 12 12 ['?->?', 'b->b', 'B->B'] O->O
# expect: absolute absolute 1 1 2 None 20 20 ['?->?', 'b->b', 'B->B'] O->O
# expect: square square 1 1 2 None 18 18 ['b->b', 'B->B', 'h->h'] O->O
# expect: sign sign 1 1 2 None 19 19 ['b->b', 'B->B', 'h->h'] O->O
# expect: fabs fabs 1 1 2 None 5 5 ['e->e', 'f->f', 'd->d'] O->O
# expect: sqrt sqrt 1 1 2 None 10 10 ['e->e', 'f->f', 'd->d'] O->O
# expect: cbrt cbrt 1 1 2 None 8 8 ['e->e', 'f->f', 'd->d'] O->O
# expect: exp exp 1 1 2 None 10 10 ['e->e', 'f->f', 'd->d'] O->O
# expect: exp2 exp2 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: expm1 expm1 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: log log 1 1 2 None 10 10 ['e->e', 'f->f', 'd->d'] O->O
# expect: log2 log2 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: log10 log10 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: log1p log1p 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: sin sin 1 1 2 None 8 8 ['e->e', 'f->f', 'd->d'] O->O
# expect: cos cos 1 1 2 None 8 8 ['e->e', 'f->f', 'd->d'] O->O
# expect: tan tan 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: arcsin arcsin 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: arccos arccos 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: arctan arctan 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: sinh sinh 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: cosh cosh 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: tanh tanh 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: floor floor 1 1 2 None 7 7 ['e->e', 'f->f', 'd->d'] O->O
# expect: ceil ceil 1 1 2 None 7 7 ['e->e', 'f->f', 'd->d'] O->O
# expect: trunc trunc 1 1 2 None 7 7 ['e->e', 'f->f', 'd->d'] O->O
# expect: rint rint 1 1 2 None 10 10 ['e->e', 'f->f', 'd->d'] O->O
# expect: isnan isnan 1 1 2 None 20 20 ['?->?', 'b->?', 'B->?'] M->?
# expect: isinf isinf 1 1 2 None 20 20 ['?->?', 'b->?', 'B->?'] M->?
# expect: isfinite isfinite 1 1 2 None 20 20 ['?->?', 'b->?', 'B->?'] M->?
# expect: logical_not logical_not 1 1 2 None 19 19 ['?->?', 'b->?', 'B->?'] O->O
# expect: conjugate conjugate 1 1 2 None 18 18 ['b->b', 'B->B', 'h->h'] O->O
# expect: arcsinh arcsinh 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: arccosh arccosh 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: arctanh arctanh 1 1 2 None 11 11 ['e->e', 'f->f', 'd->d'] O->O
# expect: degrees degrees 1 1 2 None 5 5 ['e->e', 'f->f', 'd->d'] O->O
# expect: radians radians 1 1 2 None 5 5 ['e->e', 'f->f', 'd->d'] O->O
# expect: rad2deg rad2deg 1 1 2 None 5 5 ['e->e', 'f->f', 'd->d'] O->O
# expect: deg2rad deg2rad 1 1 2 None 5 5 ['e->e', 'f->f', 'd->d'] O->O
# expect: reciprocal reciprocal 1 1 2 None 18 18 ['b->b', 'B->B', 'h->h'] O->O
# expect: spacing spacing 1 1 2 None 4 4 ['e->e', 'f->f', 'd->d'] g->g
# expect: signbit signbit 1 1 2 None 4 4 ['e->?', 'f->?', 'd->?'] g->?
# expect: true_divide divide 2 1 3 None 11 11 ['ee->e', 'ff->f', 'dd->d'] OO->O
# expect: mod remainder 2 1 3 None 16 16 ['bb->b', 'BB->B', 'hh->h'] OO->O
# expect: abs absolute 1 1 2 None 20 20 ['?->?', 'b->b', 'B->B'] O->O
# expect: bitwise_not invert 1 1 2 None 12 12 ['?->?', 'b->b', 'B->B'] O->O
