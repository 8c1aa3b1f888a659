print(hash(b'abc') == hash('abc'), hash(b'') == 0, {b'a': 1}[b'a'], len({b'a', b'a', b'b'}))
# expect: True True 1 2
