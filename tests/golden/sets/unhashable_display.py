s = {1, {2}}
# expect runtime error: TypeError: unhashable type: 'set'
