# Well-formed opcodes with wrong operands: each error as CPython's (ADDITEMS into a list was a
# crash before; odd DICT items were dropped silently).
import pickle
for bad in [b'](K\x01\x90.', b'\x80\x02(]\x91.', b'}(K\x01d.', b'\x80\x02\x8b\xff\xff\xff\xff.',
            b'\x80\x02\x8d\xff\xff\xff\xff\xff\xff\xff\xff.', b'\x80\x06N.', b'\x80\x02K\x05K\x06R.',
            b'\x80\x02K\x01)\x81.', b'\x80\x02cbuiltins\nlist\nK\x01\x81.', b'\x80\x02K\x01}b.',
            b'cbuiltins\nint.real.x\n.', b'cbuiltins\nnosuch\n.', b'\x80\x02\x8c\x02\xff\xfe.',
            b'\x00', b'\x80\x02', b'\x80\x04\x95\x09\x00\x00\x00\x00\x00\x00\x00N.']:
    try:
        print(pickle.loads(bad))
    except Exception as e:
        print(type(e).__name__, e)
# expect: AttributeError 'list' object has no attribute 'add'
# expect: TypeError unhashable type: 'list'
# expect: UnpicklingError odd number of items for DICT
# expect: UnpicklingError LONG pickle has negative byte count
# expect: OverflowError BINUNICODE exceeds system's maximum size of 9223372036854775807 bytes
# expect: ValueError unsupported pickle protocol: 6
# expect: TypeError argument list must be a tuple
# expect: UnpicklingError NEWOBJ class argument must be a type, not int
# expect: UnpicklingError NEWOBJ args argument must be a tuple, not int
# expect: AttributeError 'int' object has no attribute '__dict__'
# expect: AttributeError Can't get attribute 'int.real.x' on <module 'builtins' (built-in)>
# expect: AttributeError Can't get attribute 'nosuch' on <module 'builtins' (built-in)>
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: UnpicklingError invalid load key, '\x00'.
# expect: EOFError Ran out of input
# expect: UnpicklingError pickle data was truncated
