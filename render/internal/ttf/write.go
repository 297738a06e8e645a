package ttf

import (
	"maps"
	"math/bits"
	"slices"
)

// writeFont writes an sfnt of the tables: the directory, sorted by tag as
// the format wants, then each table padded to four bytes, with the
// checksums of the tables and of the whole font (in head).
func writeFont(tables map[string][]byte) []byte {
	tags := slices.Sorted(maps.Keys(tables))
	n := len(tags)
	entrySelector := bits.Len(uint(n)) - 1
	searchRange := 16 << entrySelector
	b := be.AppendUint32(nil, 0x00010000)
	b = be.AppendUint16(b, uint16(n))
	b = be.AppendUint16(b, uint16(searchRange))
	b = be.AppendUint16(b, uint16(entrySelector))
	b = be.AppendUint16(b, uint16(16*n-searchRange))
	offset := 12 + 16*n
	for _, tag := range tags {
		t := tables[tag]
		b = append(b, tag...)
		b = be.AppendUint32(b, checksum(t))
		b = be.AppendUint32(b, uint32(offset))
		b = be.AppendUint32(b, uint32(len(t)))
		offset += (len(t) + 3) &^ 3
	}
	headAt := 0
	for _, tag := range tags {
		if tag == "head" {
			headAt = len(b)
		}
		b = append(b, tables[tag]...)
		for len(b)%4 != 0 {
			b = append(b, 0)
		}
	}
	be.PutUint32(b[headAt+8:], 0xB1B0AFBA-checksum(b))
	return b
}

// checksum is the sum of the data as big-endian 32-bit words, the last one
// padded with zeros.
func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var w [4]byte
		copy(w[:], data[i:])
		sum += be.Uint32(w[:])
	}
	return sum
}
