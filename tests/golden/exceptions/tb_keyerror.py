# KeyError prints the repr of its key.
raise KeyError("name")
# expect runtime error: KeyError: 'name'
