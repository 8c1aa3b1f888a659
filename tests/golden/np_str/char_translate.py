# np.char.translate: str.translate(table) per element (deletechars ignored for str),
# bytes.translate(table, deletechars) for bytes; the result keeps the input's width
import numpy as np
t = str.maketrans('abc', 'xyz', 'd')
print(np.char.translate(np.array(['abcd', 'cab']), t), np.char.translate(np.array(['abc']), {97: 'QQQ'}))
print(np.char.translate(np.array(['abc']), t, 'x'), np.char.translate('aa', t))
print(np.char.translate(np.array([b'abcd', b'xa']), bytes(range(97)) + b'z' + bytes(range(98, 256)), b'd'))
print(np.char.translate(np.array([b'abc']), None, b'b'))

# expect: ['xyz' 'zxy'] ['QQQ']
# expect: ['xyz'] xx
# expect: [b'zbc' b'xz']
# expect: [b'ac']
