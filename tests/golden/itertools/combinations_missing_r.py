# combinations_with_replacement() needs r.
import itertools
itertools.combinations_with_replacement('abc')

# expect runtime error: TypeError: combinations_with_replacement() missing required argument 'r' (pos 2)
