# popitem on an empty OrderedDict raises KeyError
from collections import OrderedDict
OrderedDict().popitem()
# expect runtime error: KeyError: 'dictionary is empty'
