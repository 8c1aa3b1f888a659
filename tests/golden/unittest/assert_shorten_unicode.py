# Long reprs are shortened by characters, not bytes ("[N chars]").
import unittest

t = unittest.TestCase()
for a, b in [("é" * 100, "é" * 99 + "x"), ("ab" * 60, "ab" * 59 + "aé"), ([1] * 40, [1] * 39 + [2]),
             ("π" * 30 + "x" * 70, "π" * 30 + "y" * 70)]:
    try:
        t.assertEqual(a, b)
    except AssertionError as e:
        print(str(e).splitlines()[0])
# expect: 'éééé[34 chars]éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé' != 'éééé[34 chars]éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééx'
# expect: 'abab[54 chars]ababababababababababababababababababababababababababababababab' != 'abab[54 chars]ababababababababababababababababababababababababababababababaé'
# expect: Lists differ: [1, 1[52 chars] 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] != [1, 1[52 chars] 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]
# expect: 'ππππ[21 chars]πππππxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx[25 chars]xxxx' != 'ππππ[21 chars]πππππyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy[25 chars]yyyy'
