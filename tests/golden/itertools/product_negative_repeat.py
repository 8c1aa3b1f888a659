# product()'s repeat cannot be negative.
import itertools
itertools.product('ab', repeat=-1)

# expect runtime error: ValueError: repeat argument cannot be negative
