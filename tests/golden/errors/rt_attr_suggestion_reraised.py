# A caught AttributeError raised again keeps its suggestion.
try:
    {}.itmes()
except AttributeError:
    print('caught')
    raise

# expect: caught
# expect runtime error: AttributeError: 'dict' object has no attribute 'itmes'. Did you mean: 'items'?
