# uuid: UUID from hex/bytes/bytes_le/fields/int, its attributes, uuid3/uuid5, and the shapes of uuid1/uuid4.
import uuid

u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, repr(u), u.hex, u.int, u.urn)
print(u.version, u.variant, u.fields, u.time_low, u.time_mid, u.node, u.clock_seq, u.time)
print(u.bytes, u.bytes_le)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(int=u.int) == u)
print(uuid.UUID(fields=u.fields), uuid.UUID(int=0), uuid.UUID(int=2**128 - 1))
print(uuid.UUID("urn:uuid:12345678123456781234567812345678", version=4))
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL)
a = uuid.uuid3(uuid.NAMESPACE_DNS, "python.org")
b = uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")
print(a, a.version, a.variant, b, b.version)
print(uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/ü"), uuid.uuid3(uuid.NAMESPACE_OID, "1.3.6"))
print(a == uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), a != b, sorted([b, a])[0] == min(a, b), hash(a) == hash(a.int))
print(str(a) in {str(a): 1}, int(a) == a.int, a == str(a))
r = uuid.uuid4()
print(type(r).__name__, r.version, r.variant, len(str(r)), str(r).count("-"), r != uuid.uuid4())
t = uuid.uuid1()
print(t.version, t.variant == uuid.RFC_4122, len(t.hex), t.time > 0x01b21dd213814000)
print(uuid.UUID(bytes=bytes(16)).version, uuid.UUID(int=0).variant, uuid.UUID(int=(0xE << 60) << 64).variant)
for bad in [lambda: uuid.UUID("not-a-uuid"), lambda: uuid.UUID(), lambda: uuid.UUID(bytes=b"short"),
            lambda: uuid.UUID(int=-1), lambda: uuid.UUID(fields=(1, 2, 3, 4, 5, 2**48)),
            lambda: uuid.UUID(int=1, version=9), lambda: uuid.UUID(hex="0" * 32, int=0), lambda: uuid.uuid3(uuid.NAMESPACE_DNS, b"x")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: 12345678-1234-5678-1234-567812345678 UUID('12345678-1234-5678-1234-567812345678') 12345678123456781234567812345678 24197857161011715162171839636988778104 urn:uuid:12345678-1234-5678-1234-567812345678
# expect: None reserved for NCS compatibility (305419896, 4660, 22136, 18, 52, 95073701484152) 305419896 4660 95073701484152 4660 466142576285865592
# expect: b'\x124Vx\x124Vx\x124Vx\x124Vx' b'xV4\x124\x12xV\x124Vx\x124Vx'
# expect: True True True
# expect: 12345678-1234-5678-1234-567812345678 00000000-0000-0000-0000-000000000000 ffffffff-ffff-ffff-ffff-ffffffffffff
# expect: 12345678-1234-4678-9234-567812345678
# expect: 6ba7b810-9dad-11d1-80b4-00c04fd430c8 6ba7b811-9dad-11d1-80b4-00c04fd430c8
# expect: 6fa459ea-ee8a-3ca4-894e-db77e160355e 3 specified in RFC 4122 886313e1-3b8a-5372-9b90-0c9aee199e5d 5
# expect: a17f7a1d-6bb5-51a9-9d32-f9d2fdeec8b6 1c7cf9f3-4f2c-3782-8880-265f92857345
# expect: True True True True
# expect: True True False
# expect: UUID 4 specified in RFC 4122 36 4 True
# expect: 1 True 32 True
# expect: None reserved for NCS compatibility reserved for NCS compatibility
# expect: ValueError badly formed hexadecimal UUID string
# expect: TypeError one of the hex, bytes, bytes_le, fields, or int arguments must be given
# expect: ValueError bytes is not a 16-char string
# expect: ValueError int is out of range (need a 128-bit value)
# expect: ValueError field 6 out of range (need a 48-bit value)
# expect: ValueError illegal version number
# expect: TypeError one of the hex, bytes, bytes_le, fields, or int arguments must be given
# expect: TypeError encoding without a string argument
