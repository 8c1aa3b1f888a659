# pickletools.dis: CPython's listing (offsets, codes, mark indentation, argument reprs, MARK and memo notes, highest protocol) for protocols 0 to 5, out= and indentlevel=, its ValueErrors for malformed pickles
import pickle, pickletools, io
class P:
    def __init__(self, x, y): self.x, self.y = x, y
x = [1, 2]
for proto in range(6):
    print('protocol', proto)
    pickletools.dis(pickle.dumps([x, x, (x,), {'a': (1, 2.5, None, True), 'b': b'xy', 'c': 'a\\b\n€😀'}, 2**70, {3}, P(1, 'two')], proto))
out = io.StringIO()
pickletools.dis(pickle.dumps([1, [2]], 0), out=out, indentlevel=2)
print(out.getvalue(), end='')
for bad in [b'(.', b'N', b'\xff', b'q\x00N.', b'NN.', b'h\x05.', b']q\x00q\x00.', b'(N.', b'K\x01\x94N.', b'N2.', b')].', b'Nq\x01N\x94N.']:
    try:
        pickletools.dis(bad)
    except ValueError as e:
        print('ValueError:', e)

# expect: protocol 0
# expect:     0: (    MARK
# expect:     1: l        LIST       (MARK at 0)
# expect:     2: p    PUT        0
# expect:     5: (    MARK
# expect:     6: l        LIST       (MARK at 5)
# expect:     7: p    PUT        1
# expect:    10: I    INT        1
# expect:    13: a    APPEND
# expect:    14: I    INT        2
# expect:    17: a    APPEND
# expect:    18: a    APPEND
# expect:    19: g    GET        1
# expect:    22: a    APPEND
# expect:    23: (    MARK
# expect:    24: g        GET        1
# expect:    27: t        TUPLE      (MARK at 23)
# expect:    28: p    PUT        2
# expect:    31: a    APPEND
# expect:    32: (    MARK
# expect:    33: d        DICT       (MARK at 32)
# expect:    34: p    PUT        3
# expect:    37: V    UNICODE    'a'
# expect:    40: p    PUT        4
# expect:    43: (    MARK
# expect:    44: I        INT        1
# expect:    47: F        FLOAT      2.5
# expect:    52: N        NONE
# expect:    53: I        INT        True
# expect:    57: t        TUPLE      (MARK at 43)
# expect:    58: p    PUT        5
# expect:    61: s    SETITEM
# expect:    62: V    UNICODE    'b'
# expect:    65: p    PUT        6
# expect:    68: c    GLOBAL     '_codecs encode'
# expect:    84: p    PUT        7
# expect:    87: (    MARK
# expect:    88: V        UNICODE    'xy'
# expect:    92: p        PUT        8
# expect:    95: V        UNICODE    'latin1'
# expect:   103: p        PUT        9
# expect:   106: t        TUPLE      (MARK at 87)
# expect:   107: p    PUT        10
# expect:   111: R    REDUCE
# expect:   112: p    PUT        11
# expect:   116: s    SETITEM
# expect:   117: V    UNICODE    'c'
# expect:   120: p    PUT        12
# expect:   124: V    UNICODE    'a\\b\n€😀'
# expect:   156: p    PUT        13
# expect:   160: s    SETITEM
# expect:   161: a    APPEND
# expect:   162: L    LONG       1180591620717411303424
# expect:   187: a    APPEND
# expect:   188: c    GLOBAL     '__builtin__ set'
# expect:   205: p    PUT        14
# expect:   209: (    MARK
# expect:   210: (        MARK
# expect:   211: l            LIST       (MARK at 210)
# expect:   212: p        PUT        15
# expect:   216: I        INT        3
# expect:   219: a        APPEND
# expect:   220: t        TUPLE      (MARK at 209)
# expect:   221: p    PUT        16
# expect:   225: R    REDUCE
# expect:   226: p    PUT        17
# expect:   230: a    APPEND
# expect:   231: c    GLOBAL     'copy_reg _reconstructor'
# expect:   256: p    PUT        18
# expect:   260: (    MARK
# expect:   261: c        GLOBAL     '__main__ P'
# expect:   273: p        PUT        19
# expect:   277: c        GLOBAL     '__builtin__ object'
# expect:   297: p        PUT        20
# expect:   301: N        NONE
# expect:   302: t        TUPLE      (MARK at 260)
# expect:   303: p    PUT        21
# expect:   307: R    REDUCE
# expect:   308: p    PUT        22
# expect:   312: (    MARK
# expect:   313: d        DICT       (MARK at 312)
# expect:   314: p    PUT        23
# expect:   318: V    UNICODE    'x'
# expect:   321: p    PUT        24
# expect:   325: I    INT        1
# expect:   328: s    SETITEM
# expect:   329: V    UNICODE    'y'
# expect:   332: p    PUT        25
# expect:   336: V    UNICODE    'two'
# expect:   341: p    PUT        26
# expect:   345: s    SETITEM
# expect:   346: b    BUILD
# expect:   347: a    APPEND
# expect:   348: .    STOP
# expect: highest protocol among opcodes = 0
# expect: protocol 1
# expect:     0: ]    EMPTY_LIST
# expect:     1: q    BINPUT     0
# expect:     3: (    MARK
# expect:     4: ]        EMPTY_LIST
# expect:     5: q        BINPUT     1
# expect:     7: (        MARK
# expect:     8: K            BININT1    1
# expect:    10: K            BININT1    2
# expect:    12: e            APPENDS    (MARK at 7)
# expect:    13: h        BINGET     1
# expect:    15: (        MARK
# expect:    16: h            BINGET     1
# expect:    18: t            TUPLE      (MARK at 15)
# expect:    19: q        BINPUT     2
# expect:    21: }        EMPTY_DICT
# expect:    22: q        BINPUT     3
# expect:    24: (        MARK
# expect:    25: X            BINUNICODE 'a'
# expect:    31: q            BINPUT     4
# expect:    33: (            MARK
# expect:    34: K                BININT1    1
# expect:    36: G                BINFLOAT   2.5
# expect:    45: N                NONE
# expect:    46: I                INT        True
# expect:    50: t                TUPLE      (MARK at 33)
# expect:    51: q            BINPUT     5
# expect:    53: X            BINUNICODE 'b'
# expect:    59: q            BINPUT     6
# expect:    61: c            GLOBAL     '_codecs encode'
# expect:    77: q            BINPUT     7
# expect:    79: (            MARK
# expect:    80: X                BINUNICODE 'xy'
# expect:    87: q                BINPUT     8
# expect:    89: X                BINUNICODE 'latin1'
# expect:   100: q                BINPUT     9
# expect:   102: t                TUPLE      (MARK at 79)
# expect:   103: q            BINPUT     10
# expect:   105: R            REDUCE
# expect:   106: q            BINPUT     11
# expect:   108: X            BINUNICODE 'c'
# expect:   114: q            BINPUT     12
# expect:   116: X            BINUNICODE 'a\\b\n€😀'
# expect:   132: q            BINPUT     13
# expect:   134: u            SETITEMS   (MARK at 24)
# expect:   135: L        LONG       1180591620717411303424
# expect:   160: c        GLOBAL     '__builtin__ set'
# expect:   177: q        BINPUT     14
# expect:   179: (        MARK
# expect:   180: ]            EMPTY_LIST
# expect:   181: q            BINPUT     15
# expect:   183: K            BININT1    3
# expect:   185: a            APPEND
# expect:   186: t            TUPLE      (MARK at 179)
# expect:   187: q        BINPUT     16
# expect:   189: R        REDUCE
# expect:   190: q        BINPUT     17
# expect:   192: c        GLOBAL     'copy_reg _reconstructor'
# expect:   217: q        BINPUT     18
# expect:   219: (        MARK
# expect:   220: c            GLOBAL     '__main__ P'
# expect:   232: q            BINPUT     19
# expect:   234: c            GLOBAL     '__builtin__ object'
# expect:   254: q            BINPUT     20
# expect:   256: N            NONE
# expect:   257: t            TUPLE      (MARK at 219)
# expect:   258: q        BINPUT     21
# expect:   260: R        REDUCE
# expect:   261: q        BINPUT     22
# expect:   263: }        EMPTY_DICT
# expect:   264: q        BINPUT     23
# expect:   266: (        MARK
# expect:   267: X            BINUNICODE 'x'
# expect:   273: q            BINPUT     24
# expect:   275: K            BININT1    1
# expect:   277: X            BINUNICODE 'y'
# expect:   283: q            BINPUT     25
# expect:   285: X            BINUNICODE 'two'
# expect:   293: q            BINPUT     26
# expect:   295: u            SETITEMS   (MARK at 266)
# expect:   296: b        BUILD
# expect:   297: e        APPENDS    (MARK at 3)
# expect:   298: .    STOP
# expect: highest protocol among opcodes = 1
# expect: protocol 2
# expect:     0: \x80 PROTO      2
# expect:     2: ]    EMPTY_LIST
# expect:     3: q    BINPUT     0
# expect:     5: (    MARK
# expect:     6: ]        EMPTY_LIST
# expect:     7: q        BINPUT     1
# expect:     9: (        MARK
# expect:    10: K            BININT1    1
# expect:    12: K            BININT1    2
# expect:    14: e            APPENDS    (MARK at 9)
# expect:    15: h        BINGET     1
# expect:    17: h        BINGET     1
# expect:    19: \x85     TUPLE1
# expect:    20: q        BINPUT     2
# expect:    22: }        EMPTY_DICT
# expect:    23: q        BINPUT     3
# expect:    25: (        MARK
# expect:    26: X            BINUNICODE 'a'
# expect:    32: q            BINPUT     4
# expect:    34: (            MARK
# expect:    35: K                BININT1    1
# expect:    37: G                BINFLOAT   2.5
# expect:    46: N                NONE
# expect:    47: \x88             NEWTRUE
# expect:    48: t                TUPLE      (MARK at 34)
# expect:    49: q            BINPUT     5
# expect:    51: X            BINUNICODE 'b'
# expect:    57: q            BINPUT     6
# expect:    59: c            GLOBAL     '_codecs encode'
# expect:    75: q            BINPUT     7
# expect:    77: X            BINUNICODE 'xy'
# expect:    84: q            BINPUT     8
# expect:    86: X            BINUNICODE 'latin1'
# expect:    97: q            BINPUT     9
# expect:    99: \x86         TUPLE2
# expect:   100: q            BINPUT     10
# expect:   102: R            REDUCE
# expect:   103: q            BINPUT     11
# expect:   105: X            BINUNICODE 'c'
# expect:   111: q            BINPUT     12
# expect:   113: X            BINUNICODE 'a\\b\n€😀'
# expect:   129: q            BINPUT     13
# expect:   131: u            SETITEMS   (MARK at 25)
# expect:   132: \x8a     LONG1      1180591620717411303424
# expect:   143: c        GLOBAL     '__builtin__ set'
# expect:   160: q        BINPUT     14
# expect:   162: ]        EMPTY_LIST
# expect:   163: q        BINPUT     15
# expect:   165: K        BININT1    3
# expect:   167: a        APPEND
# expect:   168: \x85     TUPLE1
# expect:   169: q        BINPUT     16
# expect:   171: R        REDUCE
# expect:   172: q        BINPUT     17
# expect:   174: c        GLOBAL     '__main__ P'
# expect:   186: q        BINPUT     18
# expect:   188: )        EMPTY_TUPLE
# expect:   189: \x81     NEWOBJ
# expect:   190: q        BINPUT     19
# expect:   192: }        EMPTY_DICT
# expect:   193: q        BINPUT     20
# expect:   195: (        MARK
# expect:   196: X            BINUNICODE 'x'
# expect:   202: q            BINPUT     21
# expect:   204: K            BININT1    1
# expect:   206: X            BINUNICODE 'y'
# expect:   212: q            BINPUT     22
# expect:   214: X            BINUNICODE 'two'
# expect:   222: q            BINPUT     23
# expect:   224: u            SETITEMS   (MARK at 195)
# expect:   225: b        BUILD
# expect:   226: e        APPENDS    (MARK at 5)
# expect:   227: .    STOP
# expect: highest protocol among opcodes = 2
# expect: protocol 3
# expect:     0: \x80 PROTO      3
# expect:     2: ]    EMPTY_LIST
# expect:     3: q    BINPUT     0
# expect:     5: (    MARK
# expect:     6: ]        EMPTY_LIST
# expect:     7: q        BINPUT     1
# expect:     9: (        MARK
# expect:    10: K            BININT1    1
# expect:    12: K            BININT1    2
# expect:    14: e            APPENDS    (MARK at 9)
# expect:    15: h        BINGET     1
# expect:    17: h        BINGET     1
# expect:    19: \x85     TUPLE1
# expect:    20: q        BINPUT     2
# expect:    22: }        EMPTY_DICT
# expect:    23: q        BINPUT     3
# expect:    25: (        MARK
# expect:    26: X            BINUNICODE 'a'
# expect:    32: q            BINPUT     4
# expect:    34: (            MARK
# expect:    35: K                BININT1    1
# expect:    37: G                BINFLOAT   2.5
# expect:    46: N                NONE
# expect:    47: \x88             NEWTRUE
# expect:    48: t                TUPLE      (MARK at 34)
# expect:    49: q            BINPUT     5
# expect:    51: X            BINUNICODE 'b'
# expect:    57: q            BINPUT     6
# expect:    59: C            SHORT_BINBYTES b'xy'
# expect:    63: q            BINPUT     7
# expect:    65: X            BINUNICODE 'c'
# expect:    71: q            BINPUT     8
# expect:    73: X            BINUNICODE 'a\\b\n€😀'
# expect:    89: q            BINPUT     9
# expect:    91: u            SETITEMS   (MARK at 25)
# expect:    92: \x8a     LONG1      1180591620717411303424
# expect:   103: c        GLOBAL     'builtins set'
# expect:   117: q        BINPUT     10
# expect:   119: ]        EMPTY_LIST
# expect:   120: q        BINPUT     11
# expect:   122: K        BININT1    3
# expect:   124: a        APPEND
# expect:   125: \x85     TUPLE1
# expect:   126: q        BINPUT     12
# expect:   128: R        REDUCE
# expect:   129: q        BINPUT     13
# expect:   131: c        GLOBAL     '__main__ P'
# expect:   143: q        BINPUT     14
# expect:   145: )        EMPTY_TUPLE
# expect:   146: \x81     NEWOBJ
# expect:   147: q        BINPUT     15
# expect:   149: }        EMPTY_DICT
# expect:   150: q        BINPUT     16
# expect:   152: (        MARK
# expect:   153: X            BINUNICODE 'x'
# expect:   159: q            BINPUT     17
# expect:   161: K            BININT1    1
# expect:   163: X            BINUNICODE 'y'
# expect:   169: q            BINPUT     18
# expect:   171: X            BINUNICODE 'two'
# expect:   179: q            BINPUT     19
# expect:   181: u            SETITEMS   (MARK at 152)
# expect:   182: b        BUILD
# expect:   183: e        APPENDS    (MARK at 5)
# expect:   184: .    STOP
# expect: highest protocol among opcodes = 3
# expect: protocol 4
# expect:     0: \x80 PROTO      4
# expect:     2: \x95 FRAME      128
# expect:    11: ]    EMPTY_LIST
# expect:    12: \x94 MEMOIZE    (as 0)
# expect:    13: (    MARK
# expect:    14: ]        EMPTY_LIST
# expect:    15: \x94     MEMOIZE    (as 1)
# expect:    16: (        MARK
# expect:    17: K            BININT1    1
# expect:    19: K            BININT1    2
# expect:    21: e            APPENDS    (MARK at 16)
# expect:    22: h        BINGET     1
# expect:    24: h        BINGET     1
# expect:    26: \x85     TUPLE1
# expect:    27: \x94     MEMOIZE    (as 2)
# expect:    28: }        EMPTY_DICT
# expect:    29: \x94     MEMOIZE    (as 3)
# expect:    30: (        MARK
# expect:    31: \x8c         SHORT_BINUNICODE 'a'
# expect:    34: \x94         MEMOIZE    (as 4)
# expect:    35: (            MARK
# expect:    36: K                BININT1    1
# expect:    38: G                BINFLOAT   2.5
# expect:    47: N                NONE
# expect:    48: \x88             NEWTRUE
# expect:    49: t                TUPLE      (MARK at 35)
# expect:    50: \x94         MEMOIZE    (as 5)
# expect:    51: \x8c         SHORT_BINUNICODE 'b'
# expect:    54: \x94         MEMOIZE    (as 6)
# expect:    55: C            SHORT_BINBYTES b'xy'
# expect:    59: \x94         MEMOIZE    (as 7)
# expect:    60: \x8c         SHORT_BINUNICODE 'c'
# expect:    63: \x94         MEMOIZE    (as 8)
# expect:    64: \x8c         SHORT_BINUNICODE 'a\\b\n€😀'
# expect:    77: \x94         MEMOIZE    (as 9)
# expect:    78: u            SETITEMS   (MARK at 30)
# expect:    79: \x8a     LONG1      1180591620717411303424
# expect:    90: \x8f     EMPTY_SET
# expect:    91: \x94     MEMOIZE    (as 10)
# expect:    92: (        MARK
# expect:    93: K            BININT1    3
# expect:    95: \x90         ADDITEMS   (MARK at 92)
# expect:    96: \x8c     SHORT_BINUNICODE '__main__'
# expect:   106: \x94     MEMOIZE    (as 11)
# expect:   107: \x8c     SHORT_BINUNICODE 'P'
# expect:   110: \x94     MEMOIZE    (as 12)
# expect:   111: \x93     STACK_GLOBAL
# expect:   112: \x94     MEMOIZE    (as 13)
# expect:   113: )        EMPTY_TUPLE
# expect:   114: \x81     NEWOBJ
# expect:   115: \x94     MEMOIZE    (as 14)
# expect:   116: }        EMPTY_DICT
# expect:   117: \x94     MEMOIZE    (as 15)
# expect:   118: (        MARK
# expect:   119: \x8c         SHORT_BINUNICODE 'x'
# expect:   122: \x94         MEMOIZE    (as 16)
# expect:   123: K            BININT1    1
# expect:   125: \x8c         SHORT_BINUNICODE 'y'
# expect:   128: \x94         MEMOIZE    (as 17)
# expect:   129: \x8c         SHORT_BINUNICODE 'two'
# expect:   134: \x94         MEMOIZE    (as 18)
# expect:   135: u            SETITEMS   (MARK at 118)
# expect:   136: b        BUILD
# expect:   137: e        APPENDS    (MARK at 13)
# expect:   138: .    STOP
# expect: highest protocol among opcodes = 4
# expect: protocol 5
# expect:     0: \x80 PROTO      5
# expect:     2: \x95 FRAME      128
# expect:    11: ]    EMPTY_LIST
# expect:    12: \x94 MEMOIZE    (as 0)
# expect:    13: (    MARK
# expect:    14: ]        EMPTY_LIST
# expect:    15: \x94     MEMOIZE    (as 1)
# expect:    16: (        MARK
# expect:    17: K            BININT1    1
# expect:    19: K            BININT1    2
# expect:    21: e            APPENDS    (MARK at 16)
# expect:    22: h        BINGET     1
# expect:    24: h        BINGET     1
# expect:    26: \x85     TUPLE1
# expect:    27: \x94     MEMOIZE    (as 2)
# expect:    28: }        EMPTY_DICT
# expect:    29: \x94     MEMOIZE    (as 3)
# expect:    30: (        MARK
# expect:    31: \x8c         SHORT_BINUNICODE 'a'
# expect:    34: \x94         MEMOIZE    (as 4)
# expect:    35: (            MARK
# expect:    36: K                BININT1    1
# expect:    38: G                BINFLOAT   2.5
# expect:    47: N                NONE
# expect:    48: \x88             NEWTRUE
# expect:    49: t                TUPLE      (MARK at 35)
# expect:    50: \x94         MEMOIZE    (as 5)
# expect:    51: \x8c         SHORT_BINUNICODE 'b'
# expect:    54: \x94         MEMOIZE    (as 6)
# expect:    55: C            SHORT_BINBYTES b'xy'
# expect:    59: \x94         MEMOIZE    (as 7)
# expect:    60: \x8c         SHORT_BINUNICODE 'c'
# expect:    63: \x94         MEMOIZE    (as 8)
# expect:    64: \x8c         SHORT_BINUNICODE 'a\\b\n€😀'
# expect:    77: \x94         MEMOIZE    (as 9)
# expect:    78: u            SETITEMS   (MARK at 30)
# expect:    79: \x8a     LONG1      1180591620717411303424
# expect:    90: \x8f     EMPTY_SET
# expect:    91: \x94     MEMOIZE    (as 10)
# expect:    92: (        MARK
# expect:    93: K            BININT1    3
# expect:    95: \x90         ADDITEMS   (MARK at 92)
# expect:    96: \x8c     SHORT_BINUNICODE '__main__'
# expect:   106: \x94     MEMOIZE    (as 11)
# expect:   107: \x8c     SHORT_BINUNICODE 'P'
# expect:   110: \x94     MEMOIZE    (as 12)
# expect:   111: \x93     STACK_GLOBAL
# expect:   112: \x94     MEMOIZE    (as 13)
# expect:   113: )        EMPTY_TUPLE
# expect:   114: \x81     NEWOBJ
# expect:   115: \x94     MEMOIZE    (as 14)
# expect:   116: }        EMPTY_DICT
# expect:   117: \x94     MEMOIZE    (as 15)
# expect:   118: (        MARK
# expect:   119: \x8c         SHORT_BINUNICODE 'x'
# expect:   122: \x94         MEMOIZE    (as 16)
# expect:   123: K            BININT1    1
# expect:   125: \x8c         SHORT_BINUNICODE 'y'
# expect:   128: \x94         MEMOIZE    (as 17)
# expect:   129: \x8c         SHORT_BINUNICODE 'two'
# expect:   134: \x94         MEMOIZE    (as 18)
# expect:   135: u            SETITEMS   (MARK at 118)
# expect:   136: b        BUILD
# expect:   137: e        APPENDS    (MARK at 13)
# expect:   138: .    STOP
# expect: highest protocol among opcodes = 4
# expect:     0: (    MARK
# expect:     1: l      LIST       (MARK at 0)
# expect:     2: p    PUT        0
# expect:     5: I    INT        1
# expect:     8: a    APPEND
# expect:     9: (    MARK
# expect:    10: l      LIST       (MARK at 9)
# expect:    11: p    PUT        1
# expect:    14: I    INT        2
# expect:    17: a    APPEND
# expect:    18: a    APPEND
# expect:    19: .    STOP
# expect: highest protocol among opcodes = 0
# expect:     0: (    MARK
# expect:     1: .        STOP
# expect: highest protocol among opcodes = 0
# expect:     0: N    NONE
# expect: ValueError: pickle exhausted before seeing STOP
# expect: ValueError: at position 0, opcode b'\xff' unknown
# expect:     0: q    BINPUT     0
# expect: ValueError: stack is empty -- can't store into memo
# expect:     0: N    NONE
# expect:     1: N    NONE
# expect:     2: .    STOP
# expect: highest protocol among opcodes = 0
# expect: ValueError: stack not empty after STOP: [None]
# expect:     0: h    BINGET     5
# expect: ValueError: memo key 5 has never been stored into
# expect:     0: ]    EMPTY_LIST
# expect:     1: q    BINPUT     0
# expect:     3: q    BINPUT     0
# expect: ValueError: memo key 0 already defined
# expect:     0: (    MARK
# expect:     1: N        NONE
# expect:     2: .        STOP
# expect: highest protocol among opcodes = 0
# expect: ValueError: stack not empty after STOP: [mark]
# expect:     0: K    BININT1    1
# expect:     2: \x94 MEMOIZE    (as 0)
# expect:     3: N    NONE
# expect:     4: .    STOP
# expect: highest protocol among opcodes = 4
# expect: ValueError: stack not empty after STOP: [any]
# expect:     0: N    NONE
# expect:     1: 2    DUP
# expect:     2: .    STOP
# expect: highest protocol among opcodes = 0
# expect: ValueError: stack not empty after STOP: [any]
# expect:     0: )    EMPTY_TUPLE
# expect:     1: ]    EMPTY_LIST
# expect:     2: .    STOP
# expect: highest protocol among opcodes = 1
# expect: ValueError: stack not empty after STOP: [tuple]
# expect:     0: N    NONE
# expect:     1: q    BINPUT     1
# expect:     3: N    NONE
# expect:     4: \x94 MEMOIZE    (as 1)
# expect: ValueError: memo key None already defined
