# dir(builtins) lists no names of Weft's own hidden helpers (those behind match and except*);
# the builtins CPython has are there.
import builtins
names = dir(builtins)
print([n for n in names if n.startswith('__weft')])
print('print' in names, 'len' in names, 'ExceptionGroup' in names)

# expect: []
# expect: True True True
