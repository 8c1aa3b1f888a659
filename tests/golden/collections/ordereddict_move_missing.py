# move_to_end of a missing key raises KeyError
from collections import OrderedDict
OrderedDict(a=1).move_to_end("b")
# expect runtime error: KeyError: 'b'
