print(b'-'.join([b'a', 'b']))
# expect runtime error: TypeError: sequence item 1: expected a bytes-like object, str found
