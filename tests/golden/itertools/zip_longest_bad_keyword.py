# zip_longest's only keyword is fillvalue (CPython's message names no keyword).
import itertools
itertools.zip_longest([1], fill=0)

# expect runtime error: TypeError: zip_longest() got an unexpected keyword argument
