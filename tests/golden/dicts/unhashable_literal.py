d = {'ok': 1, ['no']: 2}
# expect runtime error: TypeError: unhashable type: 'list'
